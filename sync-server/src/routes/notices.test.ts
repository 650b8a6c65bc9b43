/**
 * A family's notices: stored and shown in the portal always, mailed to the guardians with an
 * address when SMTP is configured (a real SMTP server on loopback), and each family's own.
 */
import type { Notice, NoticesResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contacts, mailOutbox } from '../db/schema.ts';
import { notify } from '../services/notices.ts';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

let app: TestApp | undefined;
let sink: SmtpSink | undefined;

afterEach(async () => {
  app?.close();
  await sink?.close();
  app = undefined;
  sink = undefined;
});

const statementReady = {
  kind: 'statement-ready',
  title: 'Your statement for November is ready',
  body: 'The statement for 11-01-2026 to 11-30-2026 is ready: $412.50 is due by 12-07-2026.',
} as const;

function giveEmail(test: TestApp, family: TestFamily, email: string) {
  test.db.update(contacts).set({ email }).where(eq(contacts.id, family.contactId)).run();
}

async function noticesOf(test: TestApp, token: string): Promise<Notice[]> {
  const response = await test.request('GET', '/api/customer/notices', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as NoticesResponse).notices;
}

describe('notices', () => {
  it('reach the guardians by email when SMTP is configured, and the portal too', async () => {
    sink = await startSmtpSink();
    app = await createTestApp({
      config: { smtpUrl: sink.url, mailFrom: 'Little Acorns <billing@acorns.test>' },
    });
    const ada = await app.addFamily('Ada Lovelace');
    giveEmail(app, ada, 'ada.parent@example.com');

    notify(depsOf(app), ada.familyId, statementReady, { email: true });

    const [mail] = await sink.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['ada.parent@example.com']);
    expect(mail?.header('To')).toBe('ada.parent@example.com');
    expect(mail?.header('From')).toBe('Little Acorns <billing@acorns.test>');
    expect(mail?.header('Subject')).toBe('Your statement for November is ready');
    expect(mail?.text()).toBe(`${statementReady.body}\n\nLittle Acorns Day Care`);
    // The sink has the message once the server sent its last byte, a moment before the server
    // hears the sink's answer and marks the row sent.
    const outboxRow = () => app?.db.select().from(mailOutbox).get();
    await expect.poll(() => outboxRow()?.status).toBe('sent');
    const row = outboxRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(mail?.header('Message-ID')).toBe(row?.messageId);

    const [notice] = await noticesOf(app, ada.token);
    expect(notice).toMatchObject({ ...statementReady, readAt: null });
  });

  it('are stored and shown without SMTP, and nothing is queued', async () => {
    app = await createTestApp();
    const ada = await app.addFamily('Ada Lovelace');
    giveEmail(app, ada, 'ada.parent@example.com');
    notify(depsOf(app), ada.familyId, statementReady, { email: true });
    notify(
      depsOf(app),
      ada.familyId,
      {
        kind: 'payment-received',
        title: 'Payment received',
        body: 'We received $100.00 on 11-26-2026. Receipt R-0001.',
      },
      { email: true },
    );
    expect(app.db.select().from(mailOutbox).all()).toEqual([]);
    const listed = await noticesOf(app, ada.token);
    expect(listed.map((notice) => notice.title)).toEqual([
      'Payment received',
      'Your statement for November is ready',
    ]);
  });

  it('are each family’s own: read and marked read by its parents alone', async () => {
    app = await createTestApp();
    const ada = await app.addFamily('Ada Lovelace');
    const alan = await app.addFamily('Alan Turing');
    const notice = notify(depsOf(app), ada.familyId, statementReady, { email: false });
    expect(await noticesOf(app, alan.token)).toEqual([]);

    const read = (token: string, id = notice.id) =>
      app?.request('POST', `/api/customer/notices/${id}/read`, { token }) as Promise<Response>;
    expect((await read(alan.token)).status).toBe(404);
    for (const token of [app.tokens.staff, app.tokens.owner]) {
      expect((await read(token)).status).toBe(403);
      const list = await app.request('GET', '/api/customer/notices', { token });
      expect(list.status).toBe(403);
    }
    expect((await app.request('GET', '/api/customer/notices')).status).toBe(401);
    expect((await read(ada.token, 'not-a-notice')).status).toBe(404);
    expect((await noticesOf(app, ada.token))[0]?.readAt).toBeNull();

    const marked = await read(ada.token);
    expect(marked.status).toBe(200);
    const { readAt } = (await marked.json()) as Notice;
    expect(readAt).not.toBeNull();
    // Reading again keeps the first time it was read.
    expect(((await (await read(ada.token)).json()) as Notice).readAt).toBe(readAt);
    expect((await noticesOf(app, ada.token))[0]?.readAt).toBe(readAt);
  });
});

function depsOf(test: TestApp) {
  return { db: test.db, config: test.core.config, mailer: test.core.mailer };
}
