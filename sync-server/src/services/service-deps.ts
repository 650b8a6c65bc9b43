/**
 * @module
 * What services are built from: the database, the document registry (the one write path for
 * collaborative data), logging and the process's settings. Routes add their HTTP pieces
 * (`http/route-deps.ts`); services know nothing of HTTP.
 */
import type { FacilityClock } from '@cubby/shared/facility-clock';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { DocRegistry } from '../sync/doc-registry.ts';
import type { Mailer } from './mailer.ts';

/** The process's settings, resolved at start. */
export interface AppConfig {
  businessName: string;
  /** The facility's IANA time zone (FACILITY_TIME_ZONE): every date the product derives. */
  facilityTimeZone: string;
  /**
   * The shared first password the owner may choose for new parent logins
   * (CUSTOMER_DEFAULT_PASSWORD); without it, or unless the owner does, each new login gets a
   * generated one of its own (decisions 016 and 068).
   */
  customerDefaultPassword?: string | undefined;
  stripeSecretKey?: string | undefined;
  stripeWebhookSecret?: string | undefined;
  /** Sent to the payment dialog so it can show Stripe's card form. */
  stripePublishableKey?: string | undefined;
  /** Another server that speaks Stripe's API (stripe-mock, or the tests' stand-in). */
  stripeApiUrl?: string | undefined;
  /** The SMTP server mail goes through (SMTP_URL); no mail is sent without it. */
  smtpUrl?: string | undefined;
  /** The sender of every mail (MAIL_FROM), set whenever `smtpUrl` is. */
  mailFrom?: string | undefined;
  /**
   * Reverse proxies in front of the server (TRUST_PROXY): 0 keys the login throttle on the
   * socket's peer, N on the address the Nth proxy from the server saw (X-Forwarded-For).
   */
  trustedProxies: number;
}

/** Dependencies of every service. */
export interface ServiceDeps {
  db: Db;
  registry: DocRegistry;
  log: Logger;
  config: AppConfig;
  /** The facility's clock: today, and the time of day, in `config.facilityTimeZone`. */
  clock: FacilityClock;
  /** The key of kiosk PIN lookups, read from the data directory (`auth/pin-key.ts`). */
  pinKey: Uint8Array;
  /** Queues mail; queues nothing when SMTP is not configured (decision 032). */
  mailer: Mailer;
}
