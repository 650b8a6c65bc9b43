/**
 * @module
 * Sends one outbox row through SMTP with nodemailer. The only module that knows nodemailer.
 */
import nodemailer from 'nodemailer';
import type { mailOutbox } from '../../db/schema.ts';

/** An outbox row as the transport needs it. */
export type OutboxMessage = Pick<
  typeof mailOutbox.$inferSelect,
  'messageId' | 'to' | 'subject' | 'text' | 'html' | 'attachments'
>;

/** Sends messages; refuses with an error the outbox records. */
export interface MailTransport {
  send(message: OutboxMessage): Promise<void>;
  close(): void;
}

/** Why a send failed, and whether trying again could help. */
export function sendFailure(error: unknown): { message: string; permanent: boolean } {
  const code = (error as { responseCode?: unknown })?.responseCode;
  // SMTP's 5xx replies (no such mailbox, refused sender) will be refused again; 4xx and
  // network errors are worth another try.
  const permanent = typeof code === 'number' && code >= 500 && code < 600;
  const message = error instanceof Error ? error.message : String(error);
  return { message: message.slice(0, 500), permanent };
}

/** A transport to the SMTP server at `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        messageId: message.messageId,
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.base64, 'base64'),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
