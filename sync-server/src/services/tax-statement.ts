/**
 * @module
 * The year-end statement for a family's tax forms (DESIGN section 7, "Family billing"): the
 * provider's name, address and tax id (Settings), the family and each child, every payment
 * received in the calendar year in the facility's zone with its payer, the total and the total
 * per payer, and late fees apart. Reversed payments are left out (`yearEndFigures`); the PDF
 * says so. The figures come from the family ledger; `renderBillingPdf` draws them.
 */

import { yearRange } from '@cubby/shared/billing-periods';
import { formatDisplayDate } from '@cubby/shared/dates';
import { allocateLedger, type LedgerPaymentMethod, yearEndFigures } from '@cubby/shared/ledger';
import { formatMoney, parseMoney } from '@cubby/shared/money';
import type { TaxStatementResponse } from '@cubby/shared/schemas';
import type { Db } from '../db/client.ts';
import { findFamily } from '../queries/families.ts';
import { loadFamilyLedger } from './ledger/family-ledger.ts';
import { formatReceiptNumber } from './ledger/receipts.ts';
import type { BillingDocument } from './pdf/billing-document.ts';
import { notFound } from './refusal.ts';
import type { AppConfig } from './service-deps.ts';
import { readSettings } from './settings.ts';

/** How a method reads on a statement. */
export const METHOD_NAMES: Record<LedgerPaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
  marked: 'Recorded by the provider',
};

type Deps = {
  db: Db;
  timeZone: string;
  config: Pick<AppConfig, 'businessName' | 'customerDefaultPassword'>;
};

/** The year-end statement's figures, as the JSON twin answers them. */
export function readTaxStatement(deps: Deps, familyId: string, year: number): TaxStatementResponse {
  const { db } = deps;
  const family = findFamily(db, familyId) ?? notFound('Family not found');
  const settings = readSettings(db, deps.config);
  const ledger = loadFamilyLedger(db, familyId, deps.timeZone);
  const guardian = family.contacts.find((contact) => contact.isGuardian)?.name;
  const payerOf = (name: string | null) =>
    name?.trim() || guardian || `The ${family.family.name} family`;
  const reversed = new Set(
    ledger.input.payments.filter((p) => p.reversedOn !== null).map((p) => p.id),
  );
  const allocation = allocateLedger(ledger.input);
  const paidOf = new Map(allocation.charges.map((charge) => [charge.key, charge.paidCents]));
  const figures = yearEndFigures(
    year,
    ledger.payments.map((row) => ({
      id: row.id,
      receivedOn: row.receivedOn,
      method: row.method,
      amountCents: row.amountCents,
      payer: payerOf(row.payerName),
      receipt: row.receiptNumber === null ? null : formatReceiptNumber(row.receiptNumber),
      reversed: reversed.has(row.id),
    })),
    ledger.input.adjustments
      .filter((adjustment) => adjustment.kind === 'late-fee' && adjustment.amountCents > 0)
      .map((fee) => ({
        date: fee.onDate,
        amountCents: fee.amountCents,
        paidCents: paidOf.get(`adjustment:${fee.id}`) ?? 0,
      })),
  );
  return {
    year,
    provider: { name: settings.businessName, address: settings.address, taxId: settings.taxId },
    family: family.family.name,
    children: family.children.map((child) => ({ name: child.name, birthDate: child.birthDate })),
    payments: figures.payments.map((payment) => ({
      date: payment.receivedOn,
      payer: payment.payer,
      method: METHOD_NAMES[payment.method],
      amount: formatMoney(payment.amountCents),
      receiptNumber: payment.receipt,
    })),
    perPayer: figures.perPayer.map(({ payer, amountCents }) => ({
      payer,
      amount: formatMoney(amountCents),
    })),
    total: formatMoney(figures.totalCents),
    lateFees: figures.lateFees.map((fee) => ({
      date: fee.date,
      amount: formatMoney(fee.amountCents),
    })),
    lateFeesPaid: formatMoney(figures.lateFeesPaidCents),
    careTotal: formatMoney(figures.careCents),
  };
}

/** The year-end statement as the PDF model `renderBillingPdf` draws. */
export function taxStatementDocument(
  statement: TaxStatementResponse,
  guardians: readonly string[],
): BillingDocument {
  const cents = (amount: string) => parseMoney(amount);
  return {
    title: `Year-end statement ${statement.year}`,
    period: yearRange(statement.year),
    facts: [
      { label: 'Provider tax id', value: statement.provider.taxId || 'Not set' },
      { label: 'Children', value: statement.children.map(childLine).join('; ') || 'None' },
    ],
    provider: statement.provider,
    party: { name: `The ${statement.family} family`, guardians },
    sections: [
      {
        heading: `Payments received in ${statement.year}`,
        columns: ['date', 'description', 'amount'],
        rows: statement.payments.map((payment) => ({
          date: payment.date,
          description: `${payment.method} from ${payment.payer}${payment.receiptNumber ? `, receipt ${payment.receiptNumber}` : ''}`,
          amount: cents(payment.amount),
        })),
        emptyText: `No payments were received in ${statement.year}.`,
      },
      {
        heading: 'Total per payer',
        columns: ['description', 'amount'],
        rows: statement.perPayer.map((row) => ({
          description: row.payer,
          amount: cents(row.amount),
        })),
        emptyText: 'No payers this year.',
      },
      {
        heading: 'Late fees (not care expenses)',
        columns: ['date', 'description', 'amount'],
        rows: statement.lateFees.map((fee) => ({
          date: fee.date,
          description: 'Late fee charged',
          amount: cents(fee.amount),
        })),
        emptyText: `No late fees were charged in ${statement.year}.`,
      },
    ],
    totals: [
      { label: 'Total received', amount: cents(statement.total) },
      { label: 'Late fees paid', amount: cents(statement.lateFeesPaid) },
      { label: 'Paid for care', amount: cents(statement.careTotal), emphasis: true },
    ],
    notes: [
      'Payments are dated in the provider’s time zone. Reversed payments are not included.',
      'Late fees are not care expenses and are not part of the amount paid for care.',
    ],
  };
}

function childLine(child: { name: string; birthDate: string | null }): string {
  return child.birthDate
    ? `${child.name} (born ${formatDisplayDate(child.birthDate)})`
    : child.name;
}
