/**
 * @module
 * A family's statement for one billing period (DESIGN section 7, "Family billing"; decision
 * 036). Its balances are `buildLedger`'s over the period's days, and its sections are that
 * ledger's entries told apart (charges by child and day, payments and reversals, adjustments,
 * late fees), so a statement and `GET /api/families/{id}/ledger?from=&to=` agree to the cent.
 */
import {
  type BillingPeriod,
  dueDate,
  isClosed,
  periodsBetween,
  statementDate,
} from '@cubby/shared/billing-periods';
import { facilityToday } from '@cubby/shared/facility-clock';
import { buildLedger, chargeKey, listLedgerEntries } from '@cubby/shared/ledger';
import { formatMoney, sumCents } from '@cubby/shared/money';
import type { StatementResponse, StatementSummary } from '@cubby/shared/schemas';
import { findFamily } from '../../queries/families.ts';
import { type FamilyLedger, loadFamilyLedger } from '../ledger/family-ledger.ts';
import { formatReceiptNumber } from '../ledger/receipts.ts';
import { notFound } from '../refusal.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { readSettings } from '../settings.ts';
import { cardPaymentsReady } from '../stripe-gateway.ts';
import { isStatementOverdue } from './statement-balance.ts';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'clock'>;

/** The statement of `familyId` for `period`; 404 for a family Cubby does not know. */
export function familyStatement(
  deps: Deps,
  familyId: string,
  period: BillingPeriod,
): StatementResponse {
  const { db, config, clock } = deps;
  const record = findFamily(db, familyId) ?? notFound('Family not found');
  const settings = readSettings(db, config);
  const ledger = loadFamilyLedger(db, familyId, clock.timeZone);
  const range = { from: period.from, to: period.to };
  const built = buildLedger(ledger.input, range, ledger.names);
  const inPeriod = (date: string) => date >= period.from && date <= period.to;

  const children = record.children
    .map((child) => {
      const days = ledger.input.charges
        .filter((charge) => charge.customerId === child.id && inPeriod(charge.date))
        .sort((a, b) => (a.date < b.date ? -1 : 1))
        .map((charge) => statementDay(ledger, charge.customerId, charge.date, charge.amountCents));
      return { customerId: child.id, name: child.name, days };
    })
    .filter((child) => child.days.length > 0)
    .map((child) => ({
      ...child,
      total: formatMoney(sumCents(child.days.map((day) => day.cents))),
      days: child.days.map(({ cents: _cents, ...day }) => day),
    }));

  const payments = statementPayments(ledger, inPeriod);
  const adjustments = ledger.input.adjustments
    .filter((adjustment) => inPeriod(adjustment.onDate))
    .sort((a, b) => (a.onDate < b.onDate ? -1 : a.onDate > b.onDate ? 1 : 0))
    .map((adjustment) => ({
      date: adjustment.onDate,
      kind: adjustment.kind,
      reason: ledger.names.reasonOf(adjustment.id),
      cents: adjustment.amountCents,
    }));
  const sumOf = (kinds: readonly string[]) =>
    sumCents(
      built.entries.filter((entry) => kinds.includes(entry.kind)).map((entry) => entry.amountCents),
    );
  const closing = built.closingBalanceCents;
  const today = facilityToday(clock);
  const due = dueDate(period, settings.dueDays);
  return {
    familyId,
    period: { key: period.key, cycle: period.cycle, from: period.from, to: period.to },
    interim: !isClosed(period, today),
    overdue: isStatementOverdue(ledger, period, due, today),
    cardPayments: cardPaymentsReady(config),
    provider: providerOf(settings),
    family: {
      name: record.family.name,
      guardians: record.contacts.filter((contact) => contact.isGuardian).map((c) => c.name),
    },
    statementDate: statementDate(period),
    dueDate: due,
    openingBalance: formatMoney(built.openingBalanceCents),
    children,
    payments,
    adjustments: adjustments.map(({ cents, ...adjustment }) => ({
      ...adjustment,
      amount: formatMoney(cents),
    })),
    totals: {
      charges: formatMoney(sumOf(['charge'])),
      payments: formatMoney(sumOf(['payment', 'reversal'])),
      adjustments: formatMoney(sumOf(['adjustment'])),
      lateFees: formatMoney(sumOf(['late-fee'])),
    },
    closingBalance: formatMoney(closing),
    amountDue: formatMoney(Math.max(closing, 0)),
    credit: formatMoney(Math.max(-closing, 0)),
  };
}

/** Every period from the family's first ledger date to today, newest first. */
export function listStatements(deps: Deps, familyId: string): StatementSummary[] {
  const { db, config, clock } = deps;
  if (!findFamily(db, familyId)) notFound('Family not found');
  const settings = readSettings(db, config);
  const ledger = loadFamilyLedger(db, familyId, clock.timeZone);
  const entries = listLedgerEntries(ledger.input, ledger.names);
  const today = facilityToday(clock);
  const first = entries[0]?.date;
  if (first === undefined || first > today) return [];
  return periodsBetween(first, today, settings.billingCycle)
    .map((period) => {
      const due = dueDate(period, settings.dueDays);
      return {
        period: period.key,
        from: period.from,
        to: period.to,
        interim: !isClosed(period, today),
        closingBalance: formatMoney(
          buildLedger(ledger.input, { from: period.from, to: period.to }, ledger.names)
            .closingBalanceCents,
        ),
        dueDate: due,
        overdue: isStatementOverdue(ledger, period, due, today),
      };
    })
    .reverse();
}

/** The provider as Settings name it. */
export function providerOf(settings: { businessName: string; address: string; taxId: string }) {
  return { name: settings.businessName, address: settings.address, taxId: settings.taxId };
}

function statementDay(ledger: FamilyLedger, customerId: string, date: string, cents: number) {
  const row = ledger.days.get(chargeKey(customerId, date));
  // The day record's minutes (decision 069): its stays, or a standard day; a
  // charged day is never in progress, which is no charge of the ledger (decision 071).
  const minutes = row?.isPresent ? (row.minutes ?? 0) : 0;
  return {
    date,
    arrivalTime: row?.arrivalTime ?? null,
    departureTime: row?.departureTime ?? null,
    hours: (minutes / 60).toFixed(2),
    amount: formatMoney(cents),
    cents,
  };
}

// Payments received in the period, and reversals made in it (of payments of any date).
function statementPayments(ledger: FamilyLedger, inPeriod: (date: string) => boolean) {
  const rows = new Map(ledger.payments.map((row) => [row.id, row]));
  const lines: StatementResponse['payments'] = [];
  for (const payment of ledger.input.payments) {
    const row = rows.get(payment.id);
    const line = {
      paymentId: payment.id,
      method: payment.method,
      payerName: row?.payerName ?? null,
      receiptNumber:
        row?.receiptNumber === null || row?.receiptNumber === undefined
          ? null
          : formatReceiptNumber(row.receiptNumber),
    };
    if (inPeriod(payment.receivedOn)) {
      lines.push({
        ...line,
        kind: 'payment',
        date: payment.receivedOn,
        amount: formatMoney(-payment.amountCents),
      });
    }
    if (payment.reversedOn !== null && inPeriod(payment.reversedOn)) {
      lines.push({
        ...line,
        kind: 'reversal',
        date: payment.reversedOn,
        amount: formatMoney(payment.amountCents),
      });
    }
  }
  return lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
