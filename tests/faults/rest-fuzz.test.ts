/**
 * @module
 * Fuzzes every REST route for a bounded time: random JSON, mutations of each route's valid body,
 * raw text, mangled paths and query strings, and Stripe webhooks signed with the right secret
 * around random events, sent as anonymous, as a forged token and as each role. No request may
 * earn a 5xx, a refused one (4xx) must leave the database exactly as it was, and nothing may be
 * logged as an error.
 */
import { createHmac } from 'node:crypto';
import type { Role } from '@cubby/shared/schemas';
import type { SessionPrincipal } from '@cubby/sync-server/auth/sessions';
import { fingerprint } from '@cubby/sync-server/routes/contract/db-fingerprint';
import {
  FIXTURE_PIN,
  type Fixture,
  ROUTES,
  type RouteCase,
} from '@cubby/sync-server/routes/contract/route-table';
import { sessionFor } from '@cubby/sync-server/testing/account-sessions';
import { type FakeStripe, startFakeStripe } from '@cubby/sync-server/testing/fake-stripe';
import { kioskFor } from '@cubby/sync-server/testing/kiosk-devices';
import { createTestApp, type TestApp, type TestFamily } from '@cubby/sync-server/testing/test-app';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { captureLog } from '../sync/support/test-server.ts';
import { seededRandom } from './support/random.ts';
import { mutateBody, randomJson, randomString } from './support/random-json.ts';

const FUZZ_MS = 15_000;
const WEBHOOK_SECRET = 'whsec_faults';
const MONDAY = '2026-11-16';

const random = seededRandom('REST fuzz');
const log = captureLog();
let stripe: FakeStripe;
let app: TestApp;
let fixture: Fixture;
let parent: TestFamily;
let parentOnFirstPassword: TestFamily;
/** Strings worth drawing as values: the ids the routes are called with. */
let known: string[];

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await createTestApp({
    log,
    // A document unloading mid-run folds its log into a snapshot: a change no request made.
    registry: { idleUnloadMs: 60 * 60_000 },
    config: {
      stripeSecretKey: 'sk_test_faults',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: stripe.url,
    },
  });
  parent = await app.addFamily('Ada Lovelace');
  parentOnFirstPassword = await app.addFamily('Alan Turing', { passwordChanged: false });
  const toggled = await app.request('POST', '/api/attendance/toggle', {
    token: app.tokens.staff,
    body: { customerId: parent.customerId, date: '2026-11-18', isPresent: true },
  });
  expect(toggled.status).toBe(200);
  const pin = await app.request(
    'PUT',
    `/api/families/${parent.familyId}/contacts/${parent.contactId}/pin`,
    { token: app.tokens.staff, body: { pin: FIXTURE_PIN } },
  );
  expect(pin.status).toBe(200);
  fixture = {
    customerA: parent.customerId,
    customerB: parentOnFirstPassword.customerId,
    attendanceA: `${parent.customerId}_2026-11-18`,
    monday: MONDAY,
    familyA: parent.familyId,
    contactA: parent.contactId,
    kioskPin: FIXTURE_PIN,
  };
  known = [
    ...Object.values(fixture),
    '00000000-0000-4000-8000-000000000000', // the id the DELETE route is called with
    parent.loginId,
    parent.username,
    'pi_test1',
    'pi_test2',
  ];
});

afterAll(async () => {
  app?.close();
  await stripe?.close();
});

/** Who sends a request; each call signs in afresh, so a logout or password change spoils nothing. */
interface Caller {
  name: string;
  role: Role | null;
  token(): string | undefined;
}

const CALLERS: readonly Caller[] = [
  { name: 'anonymous', role: null, token: () => undefined },
  {
    name: 'a forged token',
    role: null,
    // Header values are bytes: a forged token is printable, of any length.
    token: () =>
      Buffer.from(random.bytes(random.int(0, 300)))
        .toString('base64url')
        .slice(0, random.int(1, 400)),
  },
  {
    name: 'staff',
    role: 'staff',
    token: () => signIn({ role: 'staff', subject: app.accountIds.staff }),
  },
  {
    name: 'owner',
    role: 'owner',
    token: () => signIn({ role: 'owner', subject: app.accountIds.owner }),
  },
  {
    name: 'a parent',
    role: 'customer',
    token: () => signIn({ role: 'customer', subject: parent.loginId, familyId: parent.familyId }),
  },
  {
    name: 'a parent on the first password',
    role: 'customer',
    token: () =>
      signIn({
        role: 'customer',
        subject: parentOnFirstPassword.loginId,
        familyId: parentOnFirstPassword.familyId,
      }),
  },
  // A fresh kiosk per request: one kiosk's wrong PINs would soon pause it for the whole run.
  { name: 'a kiosk', role: 'kiosk', token: () => kioskFor(app.db).token },
];

/** Mostly someone the route admits, so that most requests get past the role check. */
function drawCaller(route: RouteCase): Caller {
  const { audience } = route;
  const admitted =
    audience === 'public' ? CALLERS : CALLERS.filter(({ role }) => role && audience.includes(role));
  return random.pick(random.chance(0.7) && admitted.length > 0 ? admitted : CALLERS);
}

function signIn(principal: SessionPrincipal): string {
  return sessionFor(app.db, principal);
}

interface FuzzRequest {
  method: RouteCase['method'];
  path: string;
  body?: unknown;
  rawBody?: string;
  headers: Record<string, string>;
  how: string;
}

/** The route's path, or one with a segment or a query value replaced. */
function drawPath(route: RouteCase): { path: string; how: string } {
  const path = route.path(fixture);
  // A GET has no body: its path and query are all there is to fuzz.
  if (random.chance(route.method === 'GET' ? 0.2 : 0.7)) return { path, how: 'its path' };
  const [pathname = '', query] = path.split('?');
  // Mostly a value as a browser would encode it (lone surrogates made whole first), sometimes
  // percent-encoding that does not decode. Not the fixture's ids: a DELETE on one of them would
  // take a family away from the rest of the run.
  const value = random.chance(0.8)
    ? encodeURIComponent(Buffer.from(randomString(random).slice(0, 200)).toString())
    : random.pick(['%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '%2e%2e', '%00', '%FF']);
  if (query && random.chance(0.6)) {
    const params = new URLSearchParams(query);
    const key = random.pick([...params.keys(), 'extra']);
    if (random.chance(0.3)) params.delete(key);
    else if (random.chance(0.5)) params.set(key, value);
    else params.append(key, value);
    return { path: `${pathname}?${params}`, how: `query ${key} changed` };
  }
  const segments = pathname.split('/');
  // Past "/api/": mostly an id, sometimes an area's name.
  const ids = segments.flatMap((segment, i) =>
    i >= 2 && known.some((id) => segment.includes(id)) ? [i] : [],
  );
  const at =
    ids.length > 0 && random.chance(0.8) ? random.pick(ids) : random.int(2, segments.length - 1);
  segments[at] = value;
  return { path: segments.join('/') + (query ? `?${query}` : ''), how: 'a path segment changed' };
}

/** A Stripe event, signed as Stripe signs it (HMAC-SHA256 of "timestamp.body"). */
function signedWebhook(): Pick<FuzzRequest, 'rawBody' | 'headers' | 'how'> {
  const event = {
    id: `evt_${random.int(1, 1000)}`,
    object: 'event',
    type: random.pick([
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'charge.refunded',
    ]),
    data: {
      object: { id: random.pick(['pi_test1', 'pi_test2', 'pi_unknown']), object: 'payment_intent' },
    },
  };
  const { body, how } = mutateBody(random, event, known);
  const rawBody = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', WEBHOOK_SECRET)
    .update(`${timestamp}.${rawBody}`)
    .digest('hex');
  return {
    rawBody,
    headers: { 'Stripe-Signature': `t=${timestamp},v1=${signature}` },
    how: `a signed event, ${how}`,
  };
}

function drawRequest(route: RouteCase): FuzzRequest {
  const { path, how: pathHow } = drawPath(route);
  const headers: Record<string, string> = random.chance(0.1)
    ? { 'Content-Type': 'text/plain' }
    : {};
  const base = { method: route.method, path, headers };
  if (path.startsWith('/api/stripe/webhook') && random.chance(0.6)) {
    const signed = signedWebhook();
    return {
      ...base,
      ...signed,
      headers: { ...headers, ...signed.headers },
      how: `${pathHow}, ${signed.how}`,
    };
  }
  if (route.method === 'GET') return { ...base, how: pathHow };
  const valid = route.body?.(fixture);
  const roll = random.next();
  if (valid && roll < 0.15) return { ...base, body: valid, how: `${pathHow}, the valid body` };
  if (valid && roll < 0.7) {
    const { body, how } = mutateBody(random, valid, known);
    return { ...base, body, how: `${pathHow}, the valid body with ${how}` };
  }
  if (!valid && roll < 0.4) return { ...base, how: `${pathHow}, no body` };
  if (roll < 0.9) {
    return { ...base, body: randomJson(random, known), how: `${pathHow}, random JSON` };
  }
  const text = JSON.stringify(valid ?? randomJson(random, known));
  return {
    ...base,
    rawBody: random.chance(0.5)
      ? text.slice(0, random.int(0, text.length))
      : randomString(random, known),
    how: `${pathHow}, raw text`,
  };
}

/** Commits what a request left queued for the end of the tick, so the database is final. */
async function settle() {
  await new Promise((resolve) => setImmediate(resolve));
  app.core.registry.commit();
}

function describeRequest(request: FuzzRequest, caller: string): string {
  const body = request.rawBody ?? (request.body === undefined ? '' : JSON.stringify(request.body));
  return `${request.method} ${request.path} as ${caller} (${request.how}) ${body.slice(0, 300)}`;
}

it(`answers ${FUZZ_MS / 1000} s of fuzzed requests on every route without a 5xx, changing nothing it refuses`, async () => {
  const statuses = new Map<number, number>();
  const deadline = Date.now() + FUZZ_MS;
  while (Date.now() < deadline) {
    const route = random.pick(ROUTES);
    const caller = drawCaller(route);
    const request = drawRequest(route);
    const token = caller.token();

    await settle();
    const before = fingerprint(app.core.database);
    const { body, rawBody, headers } = request;
    const response = await app.request(request.method, request.path, {
      body,
      rawBody,
      headers,
      token,
    });
    const text = await response.text();
    await settle();

    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const where = `${describeRequest(request, caller.name)} → ${response.status} ${text.slice(0, 200)}`;
    expect(response.status, where).toBeLessThan(500);
    if (response.status >= 400) {
      expect(fingerprint(app.core.database), `${where}: the database changed`).toBe(before);
    }
  }

  console.log(
    `[faults] REST fuzz: responses by status ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(log.events.filter((event) => event.level === 'error')).toEqual([]);
  const count = (from: number, to: number) =>
    [...statuses]
      .filter(([status]) => status >= from && status < to)
      .reduce((n, [, c]) => n + c, 0);
  // Both paths were exercised: requests that changed things and requests that were refused.
  expect(count(200, 300)).toBeGreaterThan(50);
  expect(count(400, 500)).toBeGreaterThan(500);
});
