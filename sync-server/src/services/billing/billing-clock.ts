/**
 * @module
 * The billing clock (decision 036): a loop started with the server that, at start and every few
 * minutes, makes the statements of periods just over (`statements-made.ts`) and charges autopay
 * on due dates (`autopay-due.ts`). Time is the facility's clock (`deps.clock`), so tests drive it
 * with a fake one. One pass at a time in a process; across processes and restarts the
 * `billing_runs` rows keep each duty done once.
 */
import { facilityToday } from '@cubby/shared/facility-clock';
import type Stripe from 'stripe';
import { errorMessage } from '../../logger.ts';
import { createStripe } from '../stripe-gateway.ts';
import { chargeDueStatements } from './autopay-due.ts';
import { type BillingDeps, makeStatements } from './statements-made.ts';

/** Five minutes: a due date is a day, so a charge is at most this late into it. */
export const DEFAULT_BILLING_POLL_MS = 5 * 60_000;

/** What one pass did. */
export interface BillingPass {
  statements: number;
  charges: number;
}

/** The background billing loop. */
export class BillingClock {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<BillingPass> | undefined;
  #stopped = false;
  #stripe: Promise<Stripe> | undefined;

  readonly #deps: BillingDeps;
  readonly #pollMs: number;

  constructor(deps: BillingDeps, pollMs = DEFAULT_BILLING_POLL_MS) {
    this.#deps = deps;
    this.#pollMs = pollMs;
  }

  /** Runs a pass now and every `pollMs`. */
  start(): void {
    this.#timer = setInterval(() => void this.tick(), this.#pollMs);
    this.#timer.unref();
    void this.tick();
  }

  /** One pass, unless one is under way: then that one's answer. */
  tick(): Promise<BillingPass> {
    this.#running ??= this.#pass().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Stops the loop; a charge in flight finishes or, cut off, is retried under its key. */
  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
  }

  async #pass(): Promise<BillingPass> {
    if (this.#stopped) return { statements: 0, charges: 0 };
    try {
      const today = facilityToday(this.#deps.clock);
      const statements = makeStatements(this.#deps, today);
      const charges = await chargeDueStatements(
        this.#deps,
        today,
        () => this.#stripeClient(),
        () => this.#stopped,
      );
      return { statements, charges };
    } catch (error) {
      // A database closed under a pass in flight, say: the next start picks up from the rows.
      this.#deps.log.error('billing.pass-failed', { error: errorMessage(error) });
      return { statements: 0, charges: 0 };
    }
  }

  #stripeClient(): Promise<Stripe> | null {
    const { stripeSecretKey, stripeApiUrl } = this.#deps.config;
    if (!stripeSecretKey) return null;
    this.#stripe ??= createStripe({ secretKey: stripeSecretKey, apiUrl: stripeApiUrl });
    return this.#stripe;
  }
}
