/**
 * @module
 * Mail as services ask for it: `sendMail` adds the message to the outbox (`mail_outbox`) and
 * returns at once, so mail never slows or fails a request; the outbox loop
 * (`mail/mail-outbox.ts`) sends it. Without SMTP_URL nothing is queued or sent (decision 032).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** A file sent with a mail, such as a statement's PDF. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One mail to send. */
export interface Mail {
  to: readonly string[];
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: readonly MailAttachment[] | undefined;
  /** The family the mail is about, so it is erased with the family. */
  familyId?: string | undefined;
}

/** Queues mail; `enabled` says whether any will be sent. */
export interface Mailer {
  readonly enabled: boolean;
  /**
   * Queues `mail`, inside the caller's transaction when `db` is one, so a notice and its mail
   * are stored together or not at all.
   */
  sendMail(mail: Mail, db?: Pick<Db, 'insert'>): void;
}

/** A mailer that queues nothing: SMTP is not configured. */
export const NO_MAIL: Mailer = { enabled: false, sendMail() {} };

/**
 * A mailer that queues into `db`'s outbox; `queued` wakes the sender, after the caller's
 * transaction (better-sqlite3's are synchronous, so a timer runs after the commit).
 */
export function queueingMailer(db: Db, mailFrom: string, queued: () => void): Mailer {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'cubby.invalid';
  return {
    enabled: true,
    sendMail(mail, into = db) {
      if (mail.to.length === 0) return;
      into
        .insert(mailOutbox)
        .values({
          familyId: mail.familyId ?? null,
          // Fixed now, so a send repeated after a crash is the same message (decision 032).
          messageId: `<${randomUUID()}@${domain}>`,
          to: [...mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments: (mail.attachments ?? []).map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            base64: file.content.toString('base64'),
          })),
          nextAttemptAt: new Date(),
        })
        .run();
      setTimeout(queued, 0);
    },
  };
}
