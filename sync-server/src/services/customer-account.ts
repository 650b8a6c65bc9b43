/**
 * @module
 * The parent's account (DESIGN section 7, "Family billing"): the family's balance, its recent
 * statements (each closed billing period's closing balance and due date), its payments with
 * their receipts, autopay, and the years that have a year-end statement. Everything is read from
 * the one family ledger, so the account agrees with the owner's screens to the cent.
 */
import {
  type BillingPeriod,
  dueDate,
  periodContaining,
  previousPeriod,
} from '@cubby/shared/billing-periods';
import { type FacilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { buildLedger, ledgerBalance, listLedgerEntries, paymentYears } from '@cubby/shared/ledger';
import { formatMoney } from '@cubby/shared/money';
import type { AccountPayment, CustomerAccountResponse } from '@cubby/shared/schemas';
import type { Db } from '../db/client.ts';
import { readAutopay } from './autopay.ts';
import { isStatementOverdue } from './billing/statement-balance.ts';
import { loadFamilyLedger } from './ledger/family-ledger.ts';
import { formatReceiptNumber } from './ledger/receipts.ts';
import type { AppConfig } from './service-deps.ts';
import { readSettings } from './settings.ts';
import { cardPaymentsReady } from './stripe-gateway.ts';

/** How many closed periods the account lists; older ones are in the statements' own list. */
export const ACCOUNT_STATEMENTS = 6;

/** The family's account as the portal shows it. */
export function readCustomerAccount(
  deps: {
    db: Db;
    clock: FacilityClock;
    config: Pick<
      AppConfig,
      | 'businessName'
      | 'customerDefaultPassword'
      | 'stripeSecretKey'
      | 'stripePublishableKey'
      | 'stripeWebhookSecret'
    >;
  },
  familyId: string,
): CustomerAccountResponse {
  const { db, clock } = deps;
  const ledger = loadFamilyLedger(db, familyId, clock.timeZone);
  const settings = readSettings(db, deps.config);
  const entries = listLedgerEntries(ledger.input, ledger.names);
  const first = entries[0]?.date;
  const statements: BillingPeriod[] = [];
  const today = facilityToday(clock);
  if (first !== undefined) {
    let period = previousPeriod(periodContaining(today, settings.billingCycle));
    while (statements.length < ACCOUNT_STATEMENTS && period.to >= first) {
      statements.push(period);
      period = previousPeriod(period);
    }
  }
  const reversed = new Set(
    ledger.input.payments.filter((p) => p.reversedOn !== null).map((p) => p.id),
  );
  const payments: AccountPayment[] = [...ledger.payments]
    .sort((a, b) =>
      a.receivedOn === b.receivedOn
        ? b.createdAt.getTime() - a.createdAt.getTime()
        : a.receivedOn < b.receivedOn
          ? 1
          : -1,
    )
    .map((row) => ({
      id: row.id,
      date: row.receivedOn,
      method: row.method,
      amount: formatMoney(row.amountCents),
      receiptNumber: row.receiptNumber === null ? null : formatReceiptNumber(row.receiptNumber),
      reversed: reversed.has(row.id),
    }));
  return {
    balance: formatMoney(ledgerBalance(ledger.input)),
    statements: statements.map((period) => {
      const due = dueDate(period, settings.dueDays);
      return {
        period: period.key,
        from: period.from,
        to: period.to,
        closingBalance: formatMoney(
          buildLedger(ledger.input, period, ledger.names).closingBalanceCents,
        ),
        dueDate: due,
        overdue: isStatementOverdue(ledger, period, due, today),
      };
    }),
    payments,
    autopay: readAutopay(db, familyId),
    cardPayments: cardPaymentsReady(deps.config),
    taxYears: paymentYears(payments.map((p) => ({ receivedOn: p.date, reversed: p.reversed }))),
  };
}
