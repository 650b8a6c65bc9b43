/**
 * @module
 * Marking days paid (spec section 4, "Payment received"): a day, a customer's week, or every
 * present day of the week. Each write is one transaction on the finance document, so it works
 * offline and reaches the owner's other devices by sync; each reports with the spec's toasts.
 */
import { formatWeekdayDate } from '@cubby/shared/dates';
import { setDaysPaid } from '@cubby/shared/docs';
import type * as Y from 'yjs';
import { toast } from '../../lib/toast-store.ts';
import { type CustomerWeek, chargedDaysOf, type PaymentDay } from './financial-week.ts';
import { retickWatch } from './retick-notice.ts';

const UPDATE_FAILED = 'Unable to update payment status. Please try again.';

/** Marks one present day paid or unpaid. */
export function markDayPaid(
  doc: Y.Doc,
  customerName: string,
  day: PaymentDay,
  paid: boolean,
): void {
  const when = formatWeekdayDate(day.date);
  write(doc, [day], paid, {
    failedTitle: 'Payment Update Failed',
    description: `${when} marked ${paid ? 'paid' : 'unpaid'} for ${customerName}`,
  });
}

/**
 * Marks every charged day of a customer's week paid, or unpaid when all already are; a day in
 * progress has nothing to pay yet (decision 071).
 */
export function toggleWeekPaid(doc: Y.Doc, row: CustomerWeek): void {
  const paid = !row.allPaid;
  write(doc, row.chargedDays, paid, {
    failedTitle: 'Weekly Payment Update Failed',
    description: `Week marked ${paid ? 'paid' : 'unpaid'} for ${row.name}`,
  });
}

/**
 * Marks every charged day of the week paid, or unpaid when all already are (the bottom
 * button); with nobody present it changes nothing and says so.
 */
export function toggleAllPaid(doc: Y.Doc, rows: readonly CustomerWeek[]): void {
  const days = chargedDaysOf(rows);
  if (days.length === 0) {
    toast({
      title: 'No Updates Made',
      description: 'No customers are marked as present for this week',
    });
    return;
  }
  const paid = !days.every((day) => day.paid);
  const customers = new Set(days.map((day) => day.customerId)).size;
  write(doc, days, paid, {
    failedTitle: 'Payment Update Failed',
    description: `${days.length} ${days.length === 1 ? 'day' : 'days'} of ${customers} ${
      customers === 1 ? 'customer' : 'customers'
    } marked ${paid ? 'paid' : 'unpaid'}`,
  });
}

function write(
  doc: Y.Doc,
  days: readonly PaymentDay[],
  paid: boolean,
  texts: { failedTitle: string; description: string },
): void {
  try {
    setDaysPaid(doc, days, paid);
    // A day real money covers comes back ticked from the server; the dashboard says why.
    if (!paid) retickWatch.noteUnticks(days, Date.now());
    toast({ title: 'Payment Updated', description: texts.description });
  } catch (error) {
    console.error('Updating payment status failed', error);
    toast({ title: texts.failedTitle, description: UPDATE_FAILED, variant: 'destructive' });
  }
}
