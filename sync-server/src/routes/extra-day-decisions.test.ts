/**
 * Staff answering a family's extra-day request (DESIGN section 7, "Prices and requests"): the
 * answer reaches the family's own read and document, the staff mirror and the audit log; it
 * belongs to the day it answers; only staff and the owner give it, and only to a request.
 */

import { addDays, formatWeekdayDate } from '@cubby/shared/dates';
import { getExtraDayDecision, listDecisions } from '@cubby/shared/docs';
import type { AuditEntryResponse, AuditPageResponse } from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { customers } from '../db/schema.ts';
import { familyHooks } from '../sync/hooks/family-projection.ts';
import { facilityMonday } from '../testing/facility-time.ts';
import { createTestApp, type TestApp, type TestFamily } from '../testing/test-app.ts';

// A week a family may answer now (decision 066).
const MONDAY = facilityMonday();
const TUESDAY = addDays(MONDAY, 1);
const THURSDAY = addDays(MONDAY, 3);

interface ConfirmationJson {
  status: string;
  decision: string | null;
  decisionMessage: string | null;
}

let app: TestApp;
let ada: TestFamily;

beforeEach(async () => {
  app = await createTestApp();
  ada = await app.addFamily('Ada Lovelace');
  // Ada comes Monday, Wednesday and Friday: Tuesday and Thursday are extra days.
  app.db
    .update(customers)
    .set({ defaultMonday: true, defaultWednesday: true, defaultFriday: true })
    .where(eq(customers.id, ada.customerId))
    .run();
});
afterEach(() => app.close());

const requestExtraDay = (day: string) =>
  app.request('POST', '/api/customer/schedule/confirm-week', {
    token: ada.token,
    body: {
      weekStart: MONDAY,
      status: 'extra_day_request',
      details: { requestExtraDay: day, extraDayReason: 'Grandma is away' },
    },
  });
const decide = (token: string | undefined, body: Record<string, unknown>) =>
  app.request('POST', '/api/confirmations/decision', { token, body });
const approve = (message?: string) =>
  decide(app.tokens.staff, {
    customerId: ada.customerId,
    weekStart: MONDAY,
    decision: 'approved',
    message,
  });
async function parentRead(): Promise<ConfirmationJson | null> {
  const response = await app.request('GET', `/api/customer/confirmation/${MONDAY}`, {
    token: ada.token,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ConfirmationJson | null;
}
const familyDoc = () =>
  app.core.registry.open({ kind: 'family', customerId: ada.customerId, monday: MONDAY }).ydoc;
const staffMirror = () =>
  listDecisions(app.core.registry.open({ kind: 'confirmations', monday: MONDAY }).ydoc);
async function auditActions(): Promise<AuditEntryResponse[]> {
  const response = await app.request('GET', `/api/audit?customerId=${ada.customerId}`, {
    token: app.tokens.owner,
  });
  return ((await response.json()) as AuditPageResponse).entries;
}

describe('answering an extra-day request', () => {
  it('reaches the parent, the family document and the staff mirror, with the message', async () => {
    expect((await requestExtraDay(TUESDAY)).status).toBe(200);
    expect(await parentRead()).toMatchObject({ decision: null, decisionMessage: null });

    const response = await approve('  See you Tuesday!  ');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'extra_day_request',
      decision: 'approved',
      decisionMessage: 'See you Tuesday!',
    });
    expect(await parentRead()).toMatchObject({
      decision: 'approved',
      decisionMessage: 'See you Tuesday!',
    });
    expect(getExtraDayDecision(familyDoc(), MONDAY)).toMatchObject({
      day: TUESDAY,
      decision: 'approved',
      decidedBy: expect.any(String),
    });
    expect(staffMirror().get(ada.customerId)?.decision).toBe('approved');
  });

  it('lets staff change their answer, and a blank message is no message', async () => {
    await requestExtraDay(TUESDAY);
    await approve('Yes');
    const declined = await decide(app.tokens.owner, {
      customerId: ada.customerId,
      weekStart: MONDAY,
      decision: 'declined',
      message: '   ',
    });
    expect(declined.status).toBe(200);
    expect(await parentRead()).toMatchObject({ decision: 'declined', decisionMessage: null });
  });

  it('no longer answers a request moved to another day, nor one undone', async () => {
    await requestExtraDay(TUESDAY);
    await approve('Yes');
    await requestExtraDay(THURSDAY);
    expect(await parentRead()).toMatchObject({ decision: null, decisionMessage: null });
    expect(staffMirror().has(ada.customerId)).toBe(false);

    await approve();
    const undone = await app.request('POST', '/api/customer/schedule/undo-week', {
      token: ada.token,
      body: { weekStart: MONDAY },
    });
    expect(undone.status).toBe(200);
    expect(getExtraDayDecision(familyDoc(), MONDAY)).toBeNull();
    // Asking again for the same day is a new request: nobody has answered it yet.
    await requestExtraDay(THURSDAY);
    expect(await parentRead()).toMatchObject({ decision: null });
  });

  it('is audited with who answered, never with the message', async () => {
    await requestExtraDay(TUESDAY);
    await approve('Private words for the family');
    const [entry] = (await auditActions()).filter((e) => e.action === 'confirmation.decided');
    expect(entry).toMatchObject({
      actor: { kind: 'staff' },
      before: null,
      after: { decision: 'approved' },
      summary: `Approved Ada Lovelace's extra-day request for ${formatWeekdayDate(TUESDAY)}`,
    });
    expect(JSON.stringify(entry)).not.toContain('Private words');
  });
});

describe('what cannot be answered', () => {
  it('answers 409 when the week holds no extra-day request, and stores nothing', async () => {
    expect((await approve()).status).toBe(409);
    await app.request('POST', '/api/customer/schedule/confirm-week', {
      token: ada.token,
      body: { weekStart: MONDAY, status: 'confirmed', details: {} },
    });
    const response = await approve();
    expect(response.status).toBe(409);
    expect(await response.text()).toBe(
      'This family has no extra-day request to answer for that week',
    );
    expect(getExtraDayDecision(familyDoc(), MONDAY)).toBeNull();
    expect((await auditActions()).some((e) => e.action === 'confirmation.decided')).toBe(false);
  });

  it('keeps parents and anonymous callers out', async () => {
    await requestExtraDay(TUESDAY);
    const body = { customerId: ada.customerId, weekStart: MONDAY, decision: 'approved' };
    expect((await decide(ada.token, body)).status).toBe(403);
    expect((await decide(undefined, body)).status).toBe(401);
    expect(await parentRead()).toMatchObject({ decision: null });
  });

  it('answers 400 for an unknown decision, a long message or a day that is no Monday', async () => {
    await requestExtraDay(TUESDAY);
    const base = { customerId: ada.customerId, weekStart: MONDAY, decision: 'approved' };
    for (const body of [
      { ...base, decision: 'maybe' },
      { ...base, message: 'x'.repeat(501) },
      { ...base, weekStart: TUESDAY },
      { ...base, extra: true },
    ]) {
      expect((await decide(app.tokens.staff, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await decide(app.tokens.staff, { ...base, customerId: crypto.randomUUID() })).status,
    ).toBe(404);
    expect(await parentRead()).toMatchObject({ decision: null });
  });
});

describe("a family's device", () => {
  // What the family's phone would send over sync, checked the way the server checks it.
  function accepts(write: (doc: Y.Doc) => void): boolean {
    const live = familyDoc();
    const next = new Y.Doc();
    Y.applyUpdate(next, Y.encodeStateAsUpdate(live));
    write(next);
    const ref = { kind: 'family', customerId: ada.customerId, monday: MONDAY } as const;
    const changed = new Map<string, Set<string>>();
    const clock = app.core.clock;
    return (
      familyHooks.acceptClientUpdate?.(next, { ref, live, db: app.db, changed, clock }) ?? true
    );
  }

  it('may not give or change staff answer, and may drop it with its request', async () => {
    await requestExtraDay(TUESDAY);
    const forged = {
      day: TUESDAY,
      decision: 'approved',
      message: null,
      decidedAt: new Date().toISOString(),
      decidedBy: 'Parent',
    };
    expect(accepts((doc) => doc.getMap('family').set('decision', forged))).toBe(false);
    await approve();
    expect(
      accepts((doc) => doc.getMap('family').set('decision', { ...forged, decision: 'declined' })),
    ).toBe(false);
    expect(
      accepts((doc) => {
        doc.getMap('family').delete('confirmation');
        doc.getMap('family').delete('decision');
      }),
    ).toBe(true);
  });
});
