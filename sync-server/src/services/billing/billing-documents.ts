/**
 * @module
 * Statements and receipts as the PDF builder's plain model (decision 033): what each shows and
 * in which order is decided here, the drawing in `services/pdf/`.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import {
  describeStatementDay,
  describeStatementPayment,
  overdueWords,
  PAYMENT_METHOD_NAMES,
} from '@cubby/shared/ledger';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { howToPayWords } from '@cubby/shared/payment-words';
import type { ReceiptResponse, StatementResponse } from '@cubby/shared/schemas';
import type { BillingDocument, BillingSection, BillingTotal } from '../pdf/billing-document.ts';

const SHORT = ['date', 'description', 'amount'] as const;

/** A statement as a billing document. */
export function statementDocument(statement: StatementResponse): BillingDocument {
  const due = formatDisplayDate(statement.dueDate);
  const cents = (text: string) => parseMoney(text);
  const sections: BillingSection[] = [
    ...statement.children.map((child) => ({
      heading: `Charges: ${child.name}`,
      columns: SHORT,
      rows: child.days.map((day) => ({
        date: day.date,
        description: describeStatementDay(day),
        amount: cents(day.amount),
      })),
    })),
    {
      heading: 'Payments',
      columns: SHORT,
      emptyText: 'No payments in this period.',
      rows: statement.payments.map((line) => ({
        date: line.date,
        description: describeStatementPayment(line),
        amount: cents(line.amount),
      })),
    },
  ];
  if (statement.children.length === 0) {
    sections.unshift({ heading: 'Charges', rows: [], emptyText: 'No charges in this period.' });
  }
  for (const [kind, heading] of [
    ['adjustment', 'Adjustments'],
    ['late-fee', 'Late fees'],
  ] as const) {
    const rows = statement.adjustments.filter((adjustment) => adjustment.kind === kind);
    if (rows.length === 0) continue;
    sections.push({
      heading,
      columns: SHORT,
      rows: rows.map((row) => ({
        date: row.date,
        description: row.reason,
        amount: cents(row.amount),
      })),
    });
  }
  const totals: BillingTotal[] = [
    { label: 'Opening balance', amount: cents(statement.openingBalance) },
    { label: 'Charges', amount: cents(statement.totals.charges) },
    { label: 'Payments', amount: cents(statement.totals.payments) },
    { label: 'Adjustments', amount: cents(statement.totals.adjustments) },
    { label: 'Late fees', amount: cents(statement.totals.lateFees) },
    { label: 'Closing balance', amount: cents(statement.closingBalance) },
    cents(statement.credit) > 0
      ? { label: 'Credit on account', amount: cents(statement.credit), emphasis: true }
      : { label: `Amount due by ${due}`, amount: cents(statement.amountDue), emphasis: true },
  ];
  const notes = [
    ...(statement.overdue ? [overdueWords(statement.dueDate)] : []),
    ...(statement.interim
      ? ['Interim statement: this period is not over yet, so its figures may still change.']
      : []),
    ...(cents(statement.credit) > 0
      ? [`You have a credit of ${formatDollars(cents(statement.credit))}: nothing is due.`]
      : []),
    howToPayWords(statement.cardPayments),
  ];
  return {
    title: statement.interim
      ? 'Statement (interim)'
      : statement.overdue
        ? 'Statement (OVERDUE)'
        : 'Statement',
    period: { from: statement.period.from, to: statement.period.to },
    facts: [
      { label: 'Statement date', value: formatDisplayDate(statement.statementDate) },
      { label: 'Due date', value: statement.overdue ? `${due} (OVERDUE)` : due },
    ],
    provider: statement.provider,
    party: statement.family,
    sections,
    totals,
    notes,
  };
}

/** A receipt as a billing document. */
export function receiptDocument(receipt: ReceiptResponse): BillingDocument {
  const facts = [
    { label: 'Receipt number', value: receipt.receiptNumber ?? 'none' },
    { label: 'Date received', value: formatDisplayDate(receipt.receivedOn) },
    { label: 'Method', value: PAYMENT_METHOD_NAMES[receipt.method] },
    ...(receipt.payerName ? [{ label: 'Received from', value: receipt.payerName }] : []),
    ...(receipt.reversed && receipt.reversedOn
      ? [{ label: 'REVERSED', value: formatDisplayDate(receipt.reversedOn) }]
      : []),
  ];
  const applied: BillingSection = {
    heading: 'Applied to',
    columns: SHORT,
    emptyText: receipt.reversed
      ? 'REVERSED: this payment was taken back and covers nothing.'
      : 'Applied to the oldest charges as they come.',
    rows: receipt.appliedTo.map((line) => ({
      date: line.date,
      description: line.description,
      amount: parseMoney(line.amount),
    })),
  };
  const unapplied = parseMoney(receipt.unapplied);
  return {
    title: receipt.reversed ? 'Receipt (REVERSED)' : 'Receipt',
    facts,
    provider: receipt.provider,
    party: { name: receipt.family.name, guardians: [] },
    sections: [applied],
    totals: [
      { label: 'Amount received', amount: parseMoney(receipt.amount), emphasis: true },
      ...(unapplied > 0 ? [{ label: 'Held as credit', amount: unapplied }] : []),
      {
        label: `Balance at the end of ${formatDisplayDate(receipt.receivedOn)}`,
        amount: parseMoney(receipt.balanceAfter),
      },
    ],
    notes: receipt.reversed
      ? ['REVERSED: this payment was reversed and no longer counts toward the balance.']
      : ['Thank you.'],
  };
}
