/**
 * Settings as a client reads and writes them back (GET answers exactly what PUT takes), and the
 * centre's hours: kept from the day they are set, so no past day is judged by new hours; the
 * closures; whether a check-out must name who collects; and what every signed-in person reads.
 */
import { getFacilityHours, getRequireCollector } from '@cubby/shared/docs';
import { hoursOn, SPEC_DAY_HOURS } from '@cubby/shared/facility-hours';
import type { SettingsResponse } from '@cubby/shared/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requiresCollector } from '../services/collector-setting.ts';
import { facilityInstant } from '../testing/facility-time.ts';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../testing/test-app.ts';

const MONDAY = '2026-12-07';
const TUESDAY = '2026-12-08';

let app: TestApp;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(facilityInstant(MONDAY, 9, 0));
  app = await createTestApp();
});
afterEach(() => {
  app.close();
  vi.useRealTimers();
});

const asOwner = (method: string, body?: unknown) =>
  app.request(method, '/api/settings', { token: app.tokens.owner, body });
const settingsNow = async () => (await (await asOwner('GET')).json()) as SettingsResponse;
const auditEntries = () =>
  app.core.database.sqlite
    .prepare(
      "select summary, date, before, after from audit_entries where action = 'settings.changed'",
    )
    .all() as { summary: string; date: string | null; before: string; after: string }[];

const CENTRE_HOURS = {
  openingHours: {
    mon: { open: '07:30', close: '17:30' },
    tue: { open: '07:30', close: '17:30' },
    wed: { open: '07:30', close: '17:30' },
    thu: { open: '07:30', close: '17:30' },
    fri: { open: '07:30', close: '15:00' },
  },
  standardDay: { start: '07:30', end: '17:30' },
};

// A changed value for every field GET answers: a field added to the answer without one here
// fails the typecheck, so the round trip below always covers every field.
const CHANGED: { [K in keyof SettingsResponse]: SettingsResponse[K] } = {
  businessName: 'Acorns & Oaks',
  address: '1 Acorn Lane',
  taxId: '12-3456789',
  billingCycle: 'monthly',
  dueDays: 10,
  lateFee: '5.00',
  lateFeeGraceDays: 3,
  defaultHourlyRate: '14.00',
  parentFirstPassword: 'shared',
  // Read-only: sent back changed, it changes nothing.
  sharedFirstPasswordAvailable: false,
  centreNetworks: ['192.168.1.0/24'],
  openingHours: CENTRE_HOURS.openingHours,
  standardDay: CENTRE_HOURS.standardDay,
  closures: ['2026-12-24', '2026-12-25'],
  requireCollector: true,
};

describe('GET /api/settings', () => {
  it('answers what PUT takes: sent back whole, with any one field changed, it changes that field alone', async () => {
    const start = await settingsNow();
    const unchanged = await asOwner('PUT', start);
    expect(unchanged.status).toBe(200);
    expect(await unchanged.json()).toEqual(start);
    expect(auditEntries()).toEqual([]);

    let expected = start;
    for (const [name, value] of Object.entries(CHANGED)) {
      const sent = { ...(await settingsNow()), [name]: value };
      const response = await asOwner('PUT', sent);
      expect(response.status, name).toBe(200);
      if (name !== 'sharedFirstPasswordAvailable') expected = { ...expected, [name]: value };
      expect(await response.json(), name).toEqual(expected);
      expect(await settingsNow(), name).toEqual(expected);
    }
    // One entry per field changed; the read-only one wrote none.
    expect(auditEntries()).toHaveLength(Object.keys(CHANGED).length - 1);
  });
});

describe('the centre’s hours', () => {
  it('take effect from the facility’s today: yesterday keeps the hours it had', async () => {
    const saved = await asOwner('PUT', CENTRE_HOURS);
    expect(await saved.json()).toMatchObject(CENTRE_HOURS);
    const { history } = await readHours(app.tokens.owner);
    expect(history).toEqual([{ from: MONDAY, ...CENTRE_HOURS }]);
    expect(hoursOn(history, '2026-12-04')).toEqual(SPEC_DAY_HOURS);
    expect(hoursOn(history, MONDAY)).toMatchObject(CENTRE_HOURS);

    // Changed again the same day: today's hours are replaced, not stacked.
    const later = { standardDay: { start: '08:00', end: '17:00' } };
    await asOwner('PUT', later);
    expect((await readHours(app.tokens.owner)).history).toEqual([
      { from: MONDAY, ...CENTRE_HOURS, ...later },
    ]);

    // The next day: Monday keeps its hours, Tuesday has the new ones.
    vi.setSystemTime(facilityInstant(TUESDAY, 7, 0));
    app.tokens.owner = await ownerSignIn();
    await asOwner('PUT', { standardDay: { start: '07:00', end: '18:00' } });
    const next = (await readHours(app.tokens.owner)).history;
    expect(hoursOn(next, MONDAY).standardDay).toEqual({ start: '08:00', end: '17:00' });
    expect(hoursOn(next, TUESDAY).standardDay).toEqual({ start: '07:00', end: '18:00' });
    expect(hoursOn(next, TUESDAY).openingHours).toEqual(CENTRE_HOURS.openingHours);
    expect((await settingsNow()).standardDay).toEqual({ start: '07:00', end: '18:00' });
  });

  it('are logged in words, with the date they take effect from', async () => {
    await asOwner('PUT', { ...CENTRE_HOURS, closures: ['2026-12-25', '2026-12-24'] });
    expect(auditEntries()).toEqual([
      {
        summary: 'Changed the settings: openingHours, standardDay, closures',
        date: MONDAY,
        before: JSON.stringify({
          openingHours: 'Mon-Fri, 10:00 AM - 4:00 PM',
          standardDay: '10:00 AM - 4:00 PM',
          closures: 'none',
        }),
        after: JSON.stringify({
          openingHours: 'Mon-Thu, 7:30 AM - 5:30 PM; Fri, 7:30 AM - 3:00 PM',
          standardDay: '7:30 AM - 5:30 PM',
          closures: '12-24-2026, 12-25-2026',
        }),
      },
    ]);
  });

  it('reach every staff device through the directory as soon as they are saved', async () => {
    const directory = app.core.registry.open({ kind: 'directory' }).ydoc;
    expect(getFacilityHours(directory)).toEqual({ history: [], closures: [] });
    await asOwner('PUT', { ...CENTRE_HOURS, closures: ['2026-12-24'] });
    expect(getFacilityHours(directory)).toEqual({
      history: [{ from: MONDAY, ...CENTRE_HOURS }],
      closures: ['2026-12-24'],
    });
    await asOwner('PUT', { closures: [] });
    expect(getFacilityHours(directory).closures).toEqual([]);
  });

  it('are read by staff, the owner and parents, and by no one else', async () => {
    await asOwner('PUT', { closures: ['2026-12-24'] });
    const parent = await app.addFamily('Ada Lovelace');
    for (const token of [app.tokens.staff, app.tokens.owner, parent.token]) {
      expect(await readHours(token)).toEqual({ history: [], closures: ['2026-12-24'] });
    }
    expect((await app.request('GET', '/api/facility-hours')).status).toBe(401);
  });

  it('refuse a day that closes before it opens, and say which', async () => {
    for (const [body, message] of [
      [
        { openingHours: { mon: { open: '17:30', close: '07:30' } } },
        'openingHours.mon: Monday must close after it opens',
      ],
      [
        { openingHours: { fri: { open: '07:30', close: '07:30' } } },
        'openingHours.fri: Friday must close after it opens',
      ],
      [
        { standardDay: { start: '17:00', end: '08:00' } },
        'standardDay: The standard day must end after it starts',
      ],
      [
        { openingHours: { mon: { open: '7:30', close: '17:30' } } },
        'openingHours.mon.open: Must be a time of day written HH:MM (00:00 to 23:59)',
      ],
      [
        { openingHours: { funday: { open: '07:30', close: '17:30' } } },
        'openingHours: Unrecognized key: "funday"',
      ],
      [{ closures: ['2026-02-30'] }, 'closures.0: Must be a calendar date written YYYY-MM-DD'],
      [{ requireCollector: 'yes' }, 'requireCollector must be true or false'],
      [{ sharedFirstPasswordAvailable: true }, 'Send at least one setting'],
    ] as const) {
      const response = await asOwner('PUT', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await settingsNow()).toMatchObject({ ...SPEC_DAY_HOURS, requireCollector: false });
    expect(auditEntries()).toEqual([]);
  });

  it('may leave every day out: a centre closed on every weekday is still valid hours', async () => {
    const closed = await asOwner('PUT', { openingHours: {} });
    expect(closed.status).toBe(200);
    expect((await settingsNow()).openingHours).toEqual({});
  });
});

describe('requireCollector', () => {
  it('is off until the owner turns it on, and read by the check-out rule and every desk', async () => {
    const directory = app.core.registry.open({ kind: 'directory' }).ydoc;
    expect(requiresCollector(app.db)).toBe(false);
    expect(getRequireCollector(directory)).toBe(false);
    await asOwner('PUT', { requireCollector: true });
    expect(requiresCollector(app.db)).toBe(true);
    expect(getRequireCollector(directory)).toBe(true);
    expect(auditEntries()).toEqual([
      {
        summary: 'Changed the settings: requireCollector',
        date: null,
        before: JSON.stringify({ requireCollector: false }),
        after: JSON.stringify({ requireCollector: true }),
      },
    ]);
  });
});

// An owner's session lasts 12 hours: the next morning the owner signs in again.
async function ownerSignIn(): Promise<string> {
  const response = await app.request('POST', '/api/owner-login', {
    body: { username: 'owner', password: TEST_PASSWORDS.owner },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function readHours(token: string) {
  const response = await app.request('GET', '/api/facility-hours', { token });
  expect(response.status).toBe(200);
  return (await response.json()) as { history: []; closures: string[] };
}
