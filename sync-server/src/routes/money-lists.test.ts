import { describe, expect, it, vi } from 'vitest';
import { MONDAY, TUESDAY, usePaymentsFixture } from '../testing/payments-fixture.ts';
import type { TestApp, TestFamily } from '../testing/test-app.ts';

let app: TestApp;
let ada: TestFamily;
let ownerToken: string;

usePaymentsFixture((fixture) => {
  ({ app, ada, ownerToken } = fixture);
  vi.setSystemTime(new Date(`${TUESDAY}T20:00:00Z`));
});

const record = (body: Record<string, unknown>, token: string) =>
  app.request('POST', '/api/payments', {
    token,
    body: { familyId: ada.familyId, receivedOn: TUESDAY, ...body },
  });

async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await app.request('GET', path, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

type Listed = { payments: Array<Record<string, unknown>> };
type Balances = {
  families: Array<{ familyId: string; balance: string; children: Array<{ id: string }> }>;
};

const adaBalance = async (token: string) =>
  (await getJson<Balances>('/api/family-balances', token)).families.find(
    (family) => family.familyId === ada.familyId,
  );

describe('GET /api/payments (the owner)', () => {
  it('lists each payment with who recorded it, filtered by dates and method, reversals shown', async () => {
    const cash = await record({ amount: '10.00', method: 'cash' }, app.tokens.staff);
    expect(cash.status, await cash.clone().text()).toBe(201);
    const { id } = (await cash.json()) as { id: string };
    await record({ amount: '5.00', method: 'cheque', receivedOn: MONDAY }, ownerToken);
    await app.request('POST', `/api/payments/${id}/reversal`, {
      token: ownerToken,
      body: { reason: 'Counted twice' },
    });

    const all = await getJson<Listed>('/api/payments', ownerToken);
    expect(all.payments).toHaveLength(2);
    expect(all.payments[0]).toMatchObject({
      id,
      familyId: ada.familyId,
      receivedOn: TUESDAY,
      method: 'cash',
      amount: '10.00',
      receiptNumber: 'R-000001',
      status: 'reversed',
    });
    expect(all.payments[0]?.recordedBy).toEqual(expect.any(String));
    expect(all.payments[1]).toMatchObject({ method: 'cheque', status: 'received' });

    const cheques = await getJson<Listed>('/api/payments?method=cheque', ownerToken);
    expect(cheques.payments.map((payment) => payment.method)).toEqual(['cheque']);
    const tuesday = await getJson<Listed>(
      `/api/payments?from=${TUESDAY}&to=${TUESDAY}`,
      ownerToken,
    );
    expect(tuesday.payments.map((payment) => payment.id)).toEqual([id]);
  });

  it('refuses staff, parents and bad filters', async () => {
    expect((await app.request('GET', '/api/payments', { token: app.tokens.staff })).status).toBe(
      403,
    );
    expect((await app.request('GET', '/api/payments', { token: ada.token })).status).toBe(403);
    expect((await app.request('GET', '/api/payments')).status).toBe(401);
    for (const query of ['from=yesterday', 'method=gold', 'extra=1']) {
      const response = await app.request('GET', `/api/payments?${query}`, { token: ownerToken });
      expect(response.status, query).toBe(400);
    }
  });
});

describe('GET /api/family-balances', () => {
  it('answers the whole balance each family ledger closes on, for staff and the owner', async () => {
    const ledger = await getJson<{ closingBalance: string }>(
      `/api/families/${ada.familyId}/ledger?to=2999-12-31`,
      ownerToken,
    );
    const before = await adaBalance(app.tokens.staff);
    expect(before).toMatchObject({
      balance: ledger.closingBalance,
      children: [{ id: ada.customerId, name: expect.any(String) }],
    });
    await record({ amount: '1.25', method: 'cash' }, app.tokens.staff);
    const after = await adaBalance(ownerToken);
    expect(Number(after?.balance)).toBeCloseTo(Number(ledger.closingBalance) - 1.25, 2);
  });

  it('refuses parents', async () => {
    expect((await app.request('GET', '/api/family-balances', { token: ada.token })).status).toBe(
      403,
    );
  });
});
