/**
 * @module
 * The outbox loop: sends queued mail in the background, one message at a time, with retries and
 * backoff, and picks up where it left off after a restart. Delivery is at least once
 * (decision 032): a row is marked `sending` before the SMTP exchange and `sent` after it, so a
 * crash between the two sends it again on the next start, with the same Message-ID.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { errorMessage, type Logger } from '../../logger.ts';
import { type MailTransport, sendFailure } from './smtp-transport.ts';

/** How often and how patiently the outbox sends. */
export interface OutboxTiming {
  /** How often due mail is looked for, besides when new mail is queued. */
  pollMs: number;
  /** The wait after the first failure; each further failure doubles it, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** Attempts before a message is given up as `failed`. */
  maxAttempts: number;
}

/** An SMTP server down for a few hours still gets the mail: 30 s doubling, 10 tries, ~5 h. */
export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 15_000,
  retryBaseMs: 30_000,
  maxRetryMs: 60 * 60_000,
  maxAttempts: 10,
};

/** The wait before attempt `attempts + 1`. */
export function retryDelay(timing: OutboxTiming, attempts: number): number {
  return Math.min(timing.retryBaseMs * 2 ** Math.max(0, attempts - 1), timing.maxRetryMs);
}

/** The background sender of `mail_outbox`. */
export class MailOutbox {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #stopped = false;

  readonly #db: Db;
  readonly #transport: MailTransport;
  readonly #log: Logger;
  readonly #timing: OutboxTiming;

  constructor(db: Db, transport: MailTransport, log: Logger, timing = DEFAULT_OUTBOX_TIMING) {
    this.#db = db;
    this.#transport = transport;
    this.#log = log;
    this.#timing = timing;
  }

  /**
   * Starts the loop. A row still `sending` was cut off by a stop or a crash mid-send: it goes
   * back to the queue, and may reach its reader twice (decision 032).
   */
  start(): void {
    this.#db
      .update(mailOutbox)
      .set({ status: 'pending' })
      .where(eq(mailOutbox.status, 'sending'))
      .run();
    this.#timer = setInterval(() => this.wake(), this.#timing.pollMs);
    this.#timer.unref();
    this.wake();
  }

  /** Sends what is due now, unless a pass is already under way. */
  wake(): void {
    void this.drain();
  }

  /** One pass over the due mail; resolves with how many were sent. */
  drain(): Promise<number> {
    this.#running ??= this.#pass().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Stops sending; a message in flight is sent again on the next start. */
  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#transport.close();
  }

  async #pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.#stopped) return sent;
      const row = this.#db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(1)
        .get();
      if (!row) return sent;
      const attempts = row.attempts + 1;
      // Recorded before the exchange: a crash during it leaves `sending`, which start() retries.
      this.#db
        .update(mailOutbox)
        .set({ status: 'sending', attempts })
        .where(eq(mailOutbox.id, row.id))
        .run();
      try {
        await this.#transport.send(row);
        if (this.#stopped) return sent;
        // A sent PDF need not stay in the database; the row stays as the record of the send.
        this.#mark(row.id, {
          status: 'sent',
          sentAt: new Date(),
          lastError: null,
          attachments: [],
        });
        sent += 1;
      } catch (error) {
        if (this.#stopped) return sent;
        const failure = sendFailure(error);
        const giveUp = failure.permanent || attempts >= this.#timing.maxAttempts;
        this.#log.warn('mail.send-failed', {
          id: row.id,
          attempts,
          giveUp,
          error: failure.message,
        });
        this.#mark(row.id, {
          status: giveUp ? 'failed' : 'pending',
          lastError: failure.message,
          nextAttemptAt: new Date(Date.now() + retryDelay(this.#timing, attempts)),
        });
      }
    }
  }

  #mark(id: number, values: Partial<typeof mailOutbox.$inferInsert>): void {
    try {
      this.#db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id)).run();
    } catch (error) {
      // The database closed under a send in flight: the row stays `sending`, retried next start.
      this.#log.warn('mail.mark-failed', { id, error: errorMessage(error) });
    }
  }
}
