/**
 * @module
 * The dashboard's help tooltips (spec section 2 lists their subjects; their wording is ours).
 */
import { NEW_CUSTOMER_HOURLY_RATE } from '@cubby/shared/constants';
import { formatDollars, parseMoney } from '@cubby/shared/money';

/** One help mark: what it is about (its accessible name) and what it says. */
export interface HelpText {
  label: string;
  text: string;
}

/** The seven subjects the spec names. */
export const HELP = {
  dashboard: {
    label: 'Dashboard',
    text: 'Today at a glance: who is here, the hours so far, and quick check-in. Check-ins also work offline and sync when the connection returns.',
  },
  stats: {
    label: 'Stats',
    text: "Currently Present and Total Hours Today count today's check-ins from every staff device and update every minute. Pending Payments comes from the server.",
  },
  checkIn: {
    label: 'Check-in',
    text: 'Check In records the arrival time now and marks the child present for today.',
  },
  checkOut: {
    label: 'Check-out',
    text: "Check Out records the departure time now and closes today's visit.",
  },
  payments: {
    label: 'Payments',
    text: 'Pending Payments counts completed visits not yet paid. Process Payments shows each family’s balance and takes payment.',
  },
  hourlyRate: {
    label: 'Hourly rate',
    text: hourlyRateHelp(NEW_CUSTOMER_HOURLY_RATE),
  },
  autoPayment: {
    label: 'Auto payment',
    text: 'Automatic card payments are not set up yet: payments are taken from Process Payments.',
  },
} satisfies Record<string, HelpText>;

/** What the hourly rate's help mark says, for the rate a new child gets ('12.50'). */
export function hourlyRateHelp(rate: string): string {
  return `Every new customer is charged ${formatDollars(parseMoney(rate))} per hour: every day they attend is priced at it. The owner sets this default in Settings and each child's own rate on the family page.`;
}

/**
 * What is true beside the spec's 'Fixed rate for all customers' on Add Customer: the rate shown
 * is where a new child starts, and the owner sets each child's own (decision 024, 072).
 */
export const RATE_AFTERWARDS =
  "Each new child starts at this rate; the owner then sets each child's own rate on the family page.";
