/**
 * @module
 * Mail for one process: with SMTP_URL and MAIL_FROM, a queueing mailer and the outbox loop
 * sending through SMTP; without them, a mailer that queues nothing (decision 032).
 */
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { type Mailer, NO_MAIL, queueingMailer } from '../mailer.ts';
import type { AppConfig } from '../service-deps.ts';
import { DEFAULT_OUTBOX_TIMING, MailOutbox, type OutboxTiming } from './mail-outbox.ts';
import { smtpTransport } from './smtp-transport.ts';

/** The process's mail: what services queue with, and the loop's controls. */
export interface ProcessMail {
  mailer: Mailer;
  /** One pass over the due mail now. */
  drain(): Promise<number>;
  stop(): void;
}

/** Starts mail as the configuration says. */
export function startMail(
  db: Db,
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  log: Logger,
  timing: Partial<OutboxTiming> = {},
): ProcessMail {
  const { smtpUrl, mailFrom } = config;
  if (!smtpUrl || !mailFrom) {
    return { mailer: NO_MAIL, drain: () => Promise.resolve(0), stop() {} };
  }
  const outbox = new MailOutbox(db, smtpTransport(smtpUrl, mailFrom), log, {
    ...DEFAULT_OUTBOX_TIMING,
    ...timing,
  });
  outbox.start();
  return {
    mailer: queueingMailer(db, mailFrom, () => outbox.wake()),
    drain: () => outbox.drain(),
    stop: () => outbox.stop(),
  };
}
