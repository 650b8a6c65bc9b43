import type { Role } from '@cubby/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionPrincipal } from '../../auth/sessions.ts';
import { sessionFor } from '../../testing/account-sessions.ts';
import { kioskFor } from '../../testing/kiosk-devices.ts';
import { createTestApp, type TestApp, type TestFamily } from '../../testing/test-app.ts';
import { FIXTURE_PIN, type Fixture, label, ROUTES } from './route-table.ts';

type Caller = 'anonymous' | 'staff' | 'owner' | 'parent A' | 'parent B' | 'kiosk';
const CALLERS: readonly Caller[] = ['anonymous', 'staff', 'owner', 'parent A', 'parent B', 'kiosk'];

let app: TestApp;
let fixture: Fixture;
let families: Record<'A' | 'B', TestFamily>;

beforeAll(async () => {
  app = await createTestApp();
  families = { A: await app.addFamily('Ada Lovelace'), B: await app.addFamily('Alan Turing') };
  const monday = '2026-11-16';
  const toggled = await app.request('POST', '/api/attendance/toggle', {
    token: app.tokens.staff,
    body: {
      customerId: families.A.customerId,
      date: '2026-11-18',
      isPresent: true,
      dailyCost: '150.00',
    },
  });
  expect(toggled.status).toBe(200);
  const pin = await app.request(
    'PUT',
    `/api/families/${families.A.familyId}/contacts/${families.A.contactId}/pin`,
    { token: app.tokens.staff, body: { pin: FIXTURE_PIN } },
  );
  expect(pin.status).toBe(200);
  fixture = {
    customerA: families.A.customerId,
    customerB: families.B.customerId,
    attendanceA: `${families.A.customerId}_2026-11-18`,
    monday,
    familyA: families.A.familyId,
    contactA: families.A.contactId,
    kioskPin: FIXTURE_PIN,
  };
});

afterAll(() => app.close());

// A fresh session per call: logout routes revoke the session they are called with. A fresh
// kiosk too, so no kiosk's wrong PINs add up.
function tokenFor(caller: Caller): string | undefined {
  if (caller === 'kiosk') return kioskFor(app.db).token;
  const principal: SessionPrincipal | undefined = {
    anonymous: undefined,
    staff: { role: 'staff', subject: app.accountIds.staff } as const,
    owner: { role: 'owner', subject: app.accountIds.owner } as const,
    'parent A': {
      role: 'customer',
      subject: families.A.loginId,
      familyId: families.A.familyId,
    } as const,
    'parent B': {
      role: 'customer',
      subject: families.B.loginId,
      familyId: families.B.familyId,
    } as const,
    kiosk: undefined,
  }[caller];
  return principal ? sessionFor(app.db, principal) : undefined;
}

function roleOf(caller: Caller): Role | null {
  if (caller === 'anonymous') return null;
  return caller === 'staff' || caller === 'owner' || caller === 'kiosk' ? caller : 'customer';
}

describe('the role matrix', () => {
  const cases = ROUTES.flatMap((route) => CALLERS.map((caller) => ({ route, caller })));

  it.each(cases)('$caller: $route.method $route.audience', async ({ route, caller }) => {
    const response = await app.request(route.method, route.path(fixture), {
      token: tokenFor(caller),
      body: route.body?.(fixture),
    });
    const role = roleOf(caller);
    const allowed = route.audience === 'public' || (role !== null && route.audience.includes(role));
    const where = `${caller} → ${label(route, fixture)}: ${response.status} ${await response.clone().text()}`;
    // 503 is the payment route's answer while Stripe is not configured; 500 is never right.
    expect(response.status, where).not.toBe(500);
    if (allowed) {
      if (route.audience !== 'public') expect([401, 403], where).not.toContain(response.status);
    } else if (caller === 'anonymous') {
      expect(response.status, where).toBe(401);
    } else {
      expect([401, 403], where).toContain(response.status);
    }
  });
});
