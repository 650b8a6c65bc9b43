/**
 * @module
 * What the money screens say of Ada's family in the payments fixture's week: /checkout's
 * outstanding balance, the owner's financial week, the customer report, the family ledger and
 * the finance document's paid flags. The tests that check the screens agree after a payment
 * read them here, so each reads them the same way.
 */
import { weekDates } from '@cubby/shared/dates';
import { getPartPaidCents, isDayPaid } from '@cubby/shared/docs';
import type {
  CustomerReportResponse,
  LedgerResponse,
  OutstandingBalanceResponse,
} from '@cubby/shared/schemas';
import { expect } from 'vitest';
import { MONDAY, type PaymentsFixture, SUNDAY, TUESDAY } from './payments-fixture.ts';
import type { TestApp } from './test-app.ts';

/** GETs `path` as `token`, expecting 200, and answers its JSON. */
export async function getJson<T>(app: TestApp, path: string, token: string): Promise<T> {
  const response = await app.request('GET', path, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** Whether the finance document of the fixture's week marks the child's day paid. */
export function isPaidDay(app: TestApp, customerId: string, date: string): boolean {
  return isDayPaid(financeDoc(app), customerId, date);
}

/** What every money screen says Ada's family owes, and what the report lists as paid. */
export async function readMoneyScreens({ app, ada, ownerToken }: PaymentsFixture) {
  const checkout = await getJson<OutstandingBalanceResponse>(
    app,
    `/api/customers/${ada.customerId}/outstanding-balance`,
    app.tokens.staff,
  );
  const dates = encodeURIComponent(JSON.stringify(weekDates(MONDAY)));
  const financial = await getJson<
    Array<{ customer: { id: string }; outstandingBalance: number; weeklyPaymentsReceived: number }>
  >(app, `/api/financial/weekly?dates=${dates}`, ownerToken);
  const report = await getJson<CustomerReportResponse>(
    app,
    `/api/customer-report?customerId=${ada.customerId}&startDate=${MONDAY}&endDate=${SUNDAY}`,
    ownerToken,
  );
  const ledger = await getJson<LedgerResponse>(
    app,
    `/api/families/${ada.familyId}/ledger?to=${SUNDAY}`,
    app.tokens.staff,
  );
  const row = financial.find((each) => each.customer.id === ada.customerId);
  return {
    checkout: checkout.outstandingBalance,
    financial: row?.outstandingBalance,
    received: row?.weeklyPaymentsReceived,
    report: report.summary.outstandingBalance,
    paid: report.summary.totalPaid,
    ledger: ledger.closingBalance,
    flags: [MONDAY, TUESDAY].map((date) => isPaidDay(app, ada.customerId, date)),
    // What the owner's live dashboard adds for a part-paid Tuesday, from the finance document.
    tuesdayPart: getPartPaidCents(financeDoc(app), ada.customerId, TUESDAY),
    // Sorted: payments stored in the same fake millisecond have no other order.
    history: report.payments
      .map(
        ({ amount, method, reversedAt }) => `${amount} ${method}${reversedAt ? ' reversed' : ''}`,
      )
      .sort(),
  };
}

function financeDoc(app: TestApp) {
  return app.core.registry.open({ kind: 'finance', monday: MONDAY }).ydoc;
}
