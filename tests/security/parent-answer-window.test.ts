/**
 * Probe finding 8 (medium), the answers: a parent answered any week from 1900 to 2999 with three
 * 1,000-character reasons (about 0.7 GiB per child in ten minutes), and every repeat of an answer
 * added an audit entry. Replayed here against a real server, over REST and over sync with the
 * stock client: weeks outside the answer window (last week to twelve ahead, decision 066) are
 * refused on both paths, long reasons are refused, and the same answer given again stores
 * nothing new and adds no entry.
 */
import { addWeeks, mondayOf } from '@cubby/shared/dates';
import { docNames, familyMap, getFamilyConfirmation } from '@cubby/shared/docs';
import { auditEntries, weeklyConfirmations } from '@cubby/sync-server/db/schema';
import { like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDevice, openRaw, waitFor } from '../sync/support/clients.ts';
import {
  addCustomer,
  currentMonday,
  signInParent,
  startTestServer,
  type TestServer,
} from '../sync/support/test-server.ts';

const FIRST_WEEK = '1900-01-01';
const LAST_WEEK = mondayOf('2999-12-31');
const LONG = 'x'.repeat(1000);

let server: TestServer;
let customerId: string;
let parent: string;

beforeEach(async () => {
  server = await startTestServer();
  customerId = addCustomer(server.server.db, { name: 'Ada Lovelace', defaultMonday: true });
  parent = signInParent(server.server.db, customerId);
});

afterEach(async () => {
  await server.stop();
});

function confirm(body: unknown) {
  return fetch(`${server.server.url}/api/customer/schedule/confirm-week`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${parent}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const answersAudited = () =>
  server.server.db
    .select()
    .from(auditEntries)
    .where(like(auditEntries.action, 'confirmation.%'))
    .all().length;

/** Bytes the server stores for the child's document of the week of `monday`. */
const storedBytes = (monday: string) =>
  server.server.store.storedBytes(docNames.family(customerId, monday));

/** What settles first: `promise`, or `fallback` after a few seconds (the code it never sent). */
function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), 5000)),
  ]);
}

describe("a parent's answers", () => {
  it('are refused over REST for 1900, 2999 and long reasons, storing nothing', async () => {
    for (const weekStart of [FIRST_WEEK, LAST_WEEK, addWeeks(currentMonday(), 13)]) {
      const response = await confirm({ weekStart, status: 'confirmed', details: {} });
      expect(response.status, weekStart).toBe(400);
      expect(await response.text()).toMatch(/^Answers can be given only for the weeks of /);
    }
    const long = await confirm({
      weekStart: currentMonday(),
      status: 'schedule_change',
      details: {
        scheduleChangeDay: currentMonday(),
        scheduleChangeType: 'late_drop',
        scheduleChangeTime: '10:30',
        scheduleChangeReason: LONG,
        reason: LONG,
        extraDayReason: LONG,
      },
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Reasons must be at most');
    expect(server.server.db.select().from(weeklyConfirmations).all()).toEqual([]);
    for (const monday of [FIRST_WEEK, LAST_WEEK, currentMonday()]) {
      expect(storedBytes(monday), monday).toBe(0);
    }
    expect(answersAudited()).toBe(0);
  });

  it('are refused over sync: a week outside the window does not open, a long reason closes the socket', async () => {
    for (const monday of [FIRST_WEEK, LAST_WEEK]) {
      const name = docNames.family(customerId, monday);
      const raw = openRaw(`${server.wsUrl}/${encodeURIComponent(name)}?token=${parent}`);
      const outcome = await within(raw.closed, { code: 0, reason: 'still open', messages: [] });
      raw.ws.terminate();
      expect(outcome.code, monday).toBe(4416);
      expect(outcome.messages, monday).toEqual([]);
      expect(storedBytes(monday), monday).toBe(0);
    }

    const phone = await openDevice(
      server.wsUrl,
      docNames.family(customerId, currentMonday()),
      parent,
    );
    const closed = new Promise<number>((resolve) =>
      phone.provider.on('connection-close', (event: { code: number } | null) =>
        resolve(event?.code ?? 0),
      ),
    );
    const now = new Date().toISOString();
    familyMap(phone.doc).set('confirmation', {
      weekStart: currentMonday(),
      status: 'not_coming',
      details: { absentDays: [currentMonday()], reason: LONG },
      confirmedAt: now,
      updatedAt: now,
    });
    expect(await within(closed, 0)).toBe(4422);
    phone.destroy();
    expect(server.server.db.select().from(weeklyConfirmations).all()).toEqual([]);
    expect(answersAudited()).toBe(0);
  });

  it('given again the same, over REST or sync, are stored once and audited once', async () => {
    const answer = {
      weekStart: currentMonday(),
      status: 'not_coming',
      details: { absentDays: [currentMonday()], reason: 'Visiting grandparents' },
    };
    for (let n = 0; n < 5; n++) expect((await confirm(answer)).status).toBe(200);
    expect(answersAudited()).toBe(1);
    const name = docNames.family(customerId, currentMonday());
    const stored = storedBytes(currentMonday());

    // A phone sends the same answer again with new stamps, as a client that does not check would.
    const phone = await openDevice(server.wsUrl, name, parent);
    const kept = getFamilyConfirmation(phone.doc, currentMonday());
    const later = new Date(Date.now() + 60_000).toISOString();
    familyMap(phone.doc).set('confirmation', { ...kept, updatedAt: later });
    await waitFor(() => storedBytes(currentMonday()) > stored, 'the re-sent answer stored');
    phone.destroy();
    expect(answersAudited()).toBe(1);
  });
});
