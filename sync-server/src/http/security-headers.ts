/**
 * @module
 * The headers every answer carries (decision 015): a Content-Security-Policy, no framing by
 * any page, no MIME sniffing, no referrer, and HSTS once the browser is known to use HTTPS.
 *
 * Sessions sit in localStorage, so the policy's job is to keep any script but the app's own
 * from running: no inline script, no eval, nothing from another origin. The app's own script may
 * compile WebAssembly ('wasm-unsafe-eval', which allows no JavaScript eval): the offline kiosk
 * derives PIN tags with hash-wasm's Argon2id (decision 065). Styles may be inline:
 * Radix sets `style` attributes and its dialogs and scroll areas add `<style>` elements, and a
 * style cannot read a token. Stripe's card form needs Stripe's script, frames and API; only the
 * document the card form is shown on, /checkout, allows them.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.ts';
import { cameOverHttps } from './client-address.ts';

type Directives = Record<string, string[]>;

/** The document paths that may load Stripe's card form (the checkout screen). */
export const CARD_FORM_PATHS: ReadonlySet<string> = new Set(['/checkout', '/checkout/']);

// 'self' covers the sync WebSocket too (ws: and wss: on the same host, CSP level 3).
const APP_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

// Stripe's documented sources for Stripe.js and the Payment Element.
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const CARD_FORM_DIRECTIVES: Directives = {
  ...APP_DIRECTIVES,
  scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...STRIPE_SCRIPTS],
  connectSrc: ["'self'", 'https://api.stripe.com'],
  frameSrc: [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'],
};

/** Kept for a year; not `includeSubDomains`, since Cubby may share a domain with other sites. */
export const HSTS = 'max-age=31536000';

/** The policy of every answer but the card form's document. */
export const APP_CSP = policyText(APP_DIRECTIVES);
/** The policy of the card form's document. */
export const CARD_FORM_CSP = policyText(CARD_FORM_DIRECTIVES);

/** Sets the security headers on every answer; `trustedProxies` as for the Secure cookie. */
export function securityHeaders(trustedProxies: number): MiddlewareHandler<AppEnv> {
  const shared = {
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    crossOriginOpenerPolicy: 'same-origin',
    // HSTS only over HTTPS (below): on plain HTTP it is ignored, and on a LAN address it would
    // be wrong the day the server is reached over HTTPS by mistake.
    strictTransportSecurity: false,
  } as const;
  const app = secureHeaders({ ...shared, contentSecurityPolicy: APP_DIRECTIVES });
  const cardForm = secureHeaders({ ...shared, contentSecurityPolicy: CARD_FORM_DIRECTIVES });
  return async (c, next) => {
    const set = CARD_FORM_PATHS.has(c.req.path) ? cardForm : app;
    await set(c, next);
    // The same rule as the Secure cookie: TLS seen by a proxy we trust, never a header alone.
    if (trustedProxies > 0 && cameOverHttps(c, trustedProxies)) {
      c.res.headers.set('Strict-Transport-Security', HSTS);
    }
  };
}

function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(
      ([name, sources]) =>
        `${name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)} ${sources.join(' ')}`,
    )
    .join('; ');
}
