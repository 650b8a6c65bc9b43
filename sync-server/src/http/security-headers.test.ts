import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { APP_CSP, CARD_FORM_CSP, HSTS } from './security-headers.ts';

const webDir = mkdtempSync(path.join(tmpdir(), 'cubby-headers-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Cubby</title>');
writeFileSync(path.join(webDir, 'assets', 'app-D04lkdnf.js'), 'export {};');
writeFileSync(path.join(webDir, 'sw.js'), 'self.skipWaiting();');

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ webDir });
});
afterAll(() => {
  app.close();
  rmSync(webDir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response, where: string, csp = APP_CSP) {
  const { headers } = response;
  expect(headers.get('Content-Security-Policy'), where).toBe(csp);
  expect(headers.get('X-Frame-Options'), where).toBe('DENY');
  expect(headers.get('X-Content-Type-Options'), where).toBe('nosniff');
  expect(headers.get('Referrer-Policy'), where).toBe('no-referrer');
  expect(headers.get('Cross-Origin-Opener-Policy'), where).toBe('same-origin');
  expect(headers.get('Strict-Transport-Security'), where).toBeNull();
}

describe('every answer', () => {
  it('carries the security headers: API answers, errors, files and the app page', async () => {
    const answers: [string, Response][] = [
      ['API answer', await app.request('GET', '/api/health')],
      ['API 401', await app.request('GET', '/api/user')],
      ['API 404', await app.request('GET', '/api/nothing-here')],
      [
        'API 415',
        await app.request('POST', '/api/logout', {
          rawBody: 'x',
          headers: { 'Content-Type': 'text/plain' },
        }),
      ],
      ['static asset', await app.request('GET', '/assets/app-D04lkdnf.js')],
      ['service worker', await app.request('GET', '/sw.js')],
      ['index.html', await app.request('GET', '/')],
      ['a client route', await app.request('GET', '/customer-schedule')],
      ['an unknown page', await app.request('GET', '/no-such-page')],
    ];
    for (const [where, response] of answers) expectSecurityHeaders(response, where);
  });

  it("forbids framing, and any script but the app's own, inline or evaluated", async () => {
    const csp = (await app.request('GET', '/')).headers.get('Content-Security-Policy') ?? '';
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    // WebAssembly may compile (the offline kiosk's Argon2id, decision 065); JavaScript may not.
    expect(directives.get('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directives.get('connect-src')).toBe("connect-src 'self'");
    expect(directives.get('worker-src')).toBe("worker-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain('stripe');
  });
});

describe("Stripe's card form", () => {
  it('may load only on the checkout page, never on the sign-in or parent pages', async () => {
    expectSecurityHeaders(await app.request('GET', '/checkout'), '/checkout', CARD_FORM_CSP);
    expect(CARD_FORM_CSP).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com");
    expect(CARD_FORM_CSP).toContain("connect-src 'self' https://api.stripe.com");
    expect(CARD_FORM_CSP).toContain("frame-ancestors 'none'");
    for (const page of ['/', '/customer-login', '/customer-schedule', '/financial', '/dashboard']) {
      expectSecurityHeaders(await app.request('GET', page), page);
    }
  });
});

describe('Strict-Transport-Security', () => {
  const overHttps = { 'X-Forwarded-Proto': 'https' };

  it('is sent when a trusted proxy says the browser came over HTTPS', async () => {
    const proxied = await createTestApp({ config: { trustedProxies: 1 } });
    try {
      const https = await proxied.request('GET', '/api/health', { headers: overHttps });
      expect(https.headers.get('Strict-Transport-Security')).toBe(HSTS);
      const http = await proxied.request('GET', '/api/health', {
        headers: { 'X-Forwarded-Proto': 'http' },
      });
      expect(http.headers.get('Strict-Transport-Security')).toBeNull();
    } finally {
      proxied.close();
    }
  });

  it('is not sent on the word of X-Forwarded-Proto alone, with no trusted proxy', async () => {
    const response = await app.request('GET', '/api/health', { headers: overHttps });
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
