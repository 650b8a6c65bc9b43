/**
 * The outbox: mail queued while the SMTP server is down is sent once it is back, across a
 * restart of Cubby; a send cut off between the exchange and its record is sent again with the
 * same Message-ID (at least once, decision 032); a refusal for good is not retried.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { freePort } from '../../testing/free-port.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEFAULT_OUTBOX_TIMING, retryDelay } from './mail-outbox.ts';

const FROM = 'Little Acorns <billing@acorns.test>';
const FAST = { pollMs: 25, retryBaseMs: 25, maxRetryMs: 100 };
const cleanUp: (() => unknown)[] = [];

afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step();
});

// A data directory the apps of one test share, as one server's restarts do.
function sharedDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-outbox-'));
  cleanUp.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

async function appOn(smtpUrl: string, dataDir = sharedDataDir()): Promise<TestApp> {
  const app = await createTestApp({
    config: { smtpUrl, mailFrom: FROM },
    mailTiming: FAST,
    dataDir,
  });
  // Closed by the test as a restart, or after it: once either way.
  let open = true;
  const close = () => {
    if (open) app.close();
    open = false;
  };
  cleanUp.push(close);
  return { ...app, close };
}

async function sink(...args: Parameters<typeof startSmtpSink>): Promise<SmtpSink> {
  const started = await startSmtpSink(...args);
  cleanUp.push(() => started.close());
  return started;
}

const hello = { to: ['ada.parent@example.com'], subject: 'Hello', text: 'A short hello.' };

describe('the mail outbox', () => {
  it('keeps mail while the SMTP server is down and sends it after a restart', async () => {
    const port = await freePort();
    const first = await appOn(`smtp://127.0.0.1:${port}`);
    first.core.mailer.sendMail(hello);
    await first.core.drainMail();
    const waiting = first.db.select().from(mailOutbox).get();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    first.close();

    const server = await sink(port);
    const second = await appOn(server.url, first.dataDir);
    const [mail] = await server.waitFor(1);
    expect(mail?.header('Subject')).toBe('Hello');
    expect(mail?.header('Message-ID')).toBe(waiting?.messageId);
    // The server has the message before the client hears its 250 and records the send.
    await second.core.drainMail();
    expect(second.db.select().from(mailOutbox).get()).toMatchObject({ status: 'sent' });
  });

  it('sends again, as the same message, what a crash left between sending and recording', async () => {
    const server = await sink();
    const first = await appOn(server.url);
    first.core.mailer.sendMail(hello);
    await server.waitFor(1);
    const sent = first.db.select().from(mailOutbox).get();
    first.close();
    // What a crash between the exchange and its record leaves: the attempt, not the outcome.
    const offline = await createTestApp({ dataDir: first.dataDir });
    offline.db.update(mailOutbox).set({ status: 'sending' }).run();
    offline.close();

    const second = await appOn(server.url, first.dataDir);
    const [firstCopy, secondCopy] = await server.waitFor(2);
    expect(firstCopy?.header('Message-ID')).toBe(sent?.messageId);
    expect(secondCopy?.header('Message-ID')).toBe(sent?.messageId);
    await second.core.drainMail();
    expect(second.db.select().from(mailOutbox).get()).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('gives up at once on a permanent refusal, and retries others with growing waits', async () => {
    const server = await sink(0, { refuse: ['nobody@example.com'] });
    const app = await appOn(server.url);
    app.core.mailer.sendMail({ ...hello, to: ['nobody@example.com'] });
    await app.core.drainMail();
    const row = app.db.select().from(mailOutbox).get();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/550/);
    expect(server.received).toEqual([]);

    const delays = [1, 2, 3, 10, 20].map((attempts) => retryDelay(DEFAULT_OUTBOX_TIMING, attempts));
    expect(delays).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});
