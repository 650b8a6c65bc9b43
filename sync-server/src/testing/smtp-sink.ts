/**
 * @module
 * A real SMTP server on loopback for tests (the `smtp-server` package): it accepts every mail
 * and keeps it raw, with the envelope, so a test reads what a guardian's mail server would get.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as received. */
export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  /** The value of header `name` (first occurrence), unfolded. */
  header(name: string): string | undefined;
  /** The text of a single-part mail, quoted-printable decoded. */
  text(): string;
}

/** A running sink. */
export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` mails have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts a sink on 127.0.0.1, on `port` (0 for any free one); it refuses the addresses in
 * `refuse` for good (550), as a mail server refuses a mailbox it does not have.
 */
export async function startSmtpSink(
  port = 0,
  { refuse = [] }: { refuse?: readonly string[] } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login to give.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse.includes(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeTo = session.envelope.rcptTo.map((to) => to.address);
        received.push({
          envelopeTo,
          raw,
          header: (name) => headerOf(raw, name),
          text: () => textOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} mails, received ${received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function textOf(raw: string): string {
  const body = raw
    .slice(raw.search(/\r?\n\r?\n/))
    .trim()
    .replace(/\r\n/g, '\n');
  if (!/quoted-printable/i.test(headerOf(raw, 'Content-Transfer-Encoding') ?? '')) return body;
  const bytes = body
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
