/**
 * @module
 * How a statement's and a receipt's lines read, the same on the printable screen and in the PDF
 * (decision 035).
 */
import { formatClockTime, formatDisplayDate } from '../dates.ts';
import type { LedgerPaymentMethod } from './types.ts';

/** A payment method as people say it. */
export const PAYMENT_METHOD_NAMES: Record<LedgerPaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
  marked: 'Marked paid',
};

/** A charged day: '8:00 AM to 5:00 PM, 9.00 h', or the hours alone without both times. */
export function describeStatementDay(day: {
  arrivalTime: string | null;
  departureTime: string | null;
  hours: string;
}): string {
  const times =
    day.arrivalTime && day.departureTime
      ? `${formatClockTime(day.arrivalTime)} to ${formatClockTime(day.departureTime)}, `
      : '';
  return `${times}${day.hours} h`;
}

/** A payment line: 'Cash from Ann, receipt R-000001', or 'Reversed: ...' for its reversal. */
export function describeStatementPayment(line: {
  kind: 'payment' | 'reversal';
  method: LedgerPaymentMethod;
  payerName: string | null;
  receiptNumber: string | null;
}): string {
  const payer = line.payerName ? ` from ${line.payerName}` : '';
  const receipt = line.receiptNumber ? `, receipt ${line.receiptNumber}` : '';
  const text = `${PAYMENT_METHOD_NAMES[line.method]}${payer}${receipt}`;
  return line.kind === 'reversal' ? `Reversed: ${text}` : text;
}

/** The mark of a statement past its due date with money of it still owed. */
export function overdueWords(dueDate: string): string {
  return `Overdue: payment was due by ${formatDisplayDate(dueDate)}.`;
}
