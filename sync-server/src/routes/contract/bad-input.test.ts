import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../app.ts';
import type { SessionPrincipal } from '../../auth/sessions.ts';
import { sessionFor } from '../../testing/account-sessions.ts';
import { kioskFor } from '../../testing/kiosk-devices.ts';
import { createTestApp, type TestApp, type TestFamily } from '../../testing/test-app.ts';
import { fingerprint } from './db-fingerprint.ts';
import { FIXTURE_PIN, type Fixture, label, ROUTES, type RouteCase } from './route-table.ts';

let app: TestApp;
let fixture: Fixture;
let family: TestFamily;

beforeAll(async () => {
  app = await createTestApp();
  family = await app.addFamily('Ada Lovelace');
  const other = await app.addFamily('Alan Turing');
  await app.request('POST', '/api/attendance/toggle', {
    token: app.tokens.staff,
    body: {
      customerId: family.customerId,
      date: '2026-11-18',
      isPresent: true,
      dailyCost: '150.00',
    },
  });
  await app.request('PUT', `/api/families/${family.familyId}/contacts/${family.contactId}/pin`, {
    token: app.tokens.staff,
    body: { pin: FIXTURE_PIN },
  });
  fixture = {
    customerA: family.customerId,
    customerB: other.customerId,
    attendanceA: `${family.customerId}_2026-11-18`,
    monday: '2026-11-16',
    familyA: family.familyId,
    contactA: family.contactId,
    kioskPin: FIXTURE_PIN,
  };
});

afterAll(() => app.close());

function tokenFor(route: RouteCase): string | undefined {
  if (route.audience === 'public') return undefined;
  const role = route.audience[0] ?? 'staff';
  if (role === 'kiosk') return kioskFor(app.db).token;
  const principal: SessionPrincipal =
    role === 'customer'
      ? { role, subject: family.loginId, familyId: family.familyId }
      : { role, subject: app.accountIds[role] };
  return sessionFor(app.db, principal);
}

/** A value of another JSON type than the one given. */
function wrongType(value: unknown): unknown {
  // Not a number for strings: money fields accept 12.5 as well as '12.50', as the spec's client sends both.
  if (typeof value === 'string') return true;
  if (typeof value === 'number') return 'twelve';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { not: 'an array' };
  if (value !== null && typeof value === 'object') return ['not', 'an', 'object'];
  return 'unexpected';
}

const withBodies = ROUTES.filter((route) => route.body);

/** Sends a bad request and checks it was refused with a 4xx and left the database as it was. */
async function expectRefused(
  route: RouteCase,
  init: { rawBody?: string; body?: unknown },
  why: string,
) {
  const token = tokenFor(route);
  const before = fingerprint(app.core.database);
  const response = await app.request(route.method, route.path(fixture), { token, ...init });
  const text = await response.text();
  const where = `${label(route, fixture)} with ${why}: ${response.status} ${text}`;
  expect(response.status, where).toBeGreaterThanOrEqual(400);
  expect(response.status, where).toBeLessThan(500);
  expect(text.length, `${where}: a readable message`).toBeGreaterThan(0);
  expect(fingerprint(app.core.database), `${where}: the database changed`).toBe(before);
}

describe('bad input on every route with a JSON body', () => {
  it.each(withBodies)('malformed JSON: $method $audience', async (route) => {
    await expectRefused(route, { rawBody: '{"name": "unterminated' }, 'malformed JSON');
  });

  it.each(withBodies)('a body that is not an object: $method $audience', async (route) => {
    await expectRefused(route, { body: ['an', 'array'] }, 'an array body');
  });

  it.each(withBodies)('a wrong type in each field: $method $audience', async (route) => {
    const body = route.body?.(fixture) ?? {};
    for (const field of Object.keys(body)) {
      await expectRefused(
        route,
        { body: { ...body, [field]: wrongType(body[field]) } },
        `${field} of the wrong type`,
      );
    }
  });

  it.each(withBodies)('each required field missing: $method $audience', async (route) => {
    const body = route.body?.(fixture) ?? {};
    for (const field of route.required ?? []) {
      const { [field]: _dropped, ...rest } = body;
      await expectRefused(route, { body: rest }, `${field} missing`);
    }
  });

  it.each(withBodies)('an oversized body: $method $audience', async (route) => {
    const body = { ...route.body?.(fixture), padding: 'x'.repeat(MAX_BODY_BYTES + 1) };
    const token = tokenFor(route);
    const before = fingerprint(app.core.database);
    const response = await app.request(route.method, route.path(fixture), { token, body });
    expect(response.status, label(route, fixture)).toBe(413);
    expect(fingerprint(app.core.database)).toBe(before);
  });
});

// Decision 015: another page can send these with the browser's cookies and no preflight.
describe('writes another page could send, on every write route', () => {
  const writes = ROUTES.filter((route) => route.method !== 'GET');
  const payload = (route: RouteCase) => JSON.stringify(route.body?.(fixture) ?? {});

  it.each(writes)('a text/plain body is 415: $method $audience', async (route) => {
    const token = tokenFor(route);
    const before = fingerprint(app.core.database);
    const response = await app.request(route.method, route.path(fixture), {
      token,
      rawBody: payload(route),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(response.status, label(route, fixture)).toBe(415);
    expect(fingerprint(app.core.database)).toBe(before);
  });

  it.each(writes)('another origin is 403: $method $audience', async (route) => {
    const token = tokenFor(route);
    const before = fingerprint(app.core.database);
    const response = await app.request(
      route.method,
      `http://localhost:3000${route.path(fixture)}`,
      {
        token,
        rawBody: payload(route),
        headers: { Origin: 'http://localhost:4000' },
      },
    );
    expect(response.status, label(route, fixture)).toBe(403);
    expect(fingerprint(app.core.database)).toBe(before);
  });
});
