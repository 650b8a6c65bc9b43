/**
 * @module
 * The dashboard's Expected Today (issue 16): who should come in today beside who has, so the
 * desk sees at a glance who is still to arrive and who said they will not come. Pure functions
 * over the directory, today's expectations and today's visits.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { type Expectation, isExpectedIn } from '@cubby/shared/expected-days';
import { countOf } from '../../lib/format.ts';

/** Where an expected child is now: in, gone home after a stay, or not arrived yet. */
export type Presence = 'in' | 'gone' | 'not_arrived';

/** A child expected today (or asking to come), with what the day holds and where they are. */
export interface ExpectedChild {
  customer: DirectoryEntry;
  expectation: Expectation;
  presence: Presence;
}

/** Today's expected children, the ones not coming, and their counts. */
export interface ExpectedToday {
  /** Not arrived first (the ones the desk waits for), then in, then gone; by name within. */
  expected: ExpectedChild[];
  notComing: DirectoryEntry[];
  counts: { expected: number; in: number; notComing: number; requested: number };
}

/** What a visit says of presence: still open, or closed. */
interface VisitState {
  customerId: string;
  checkOutTime: string | null;
}

const PRESENCE_ORDER: Record<Presence, number> = { not_arrived: 0, in: 1, gone: 2 };

/** Where a child is now, from today's visits. */
export function presenceOf(customerId: string, visits: VisitState[]): Presence {
  const own = visits.filter((visit) => visit.customerId === customerId);
  if (own.some((visit) => !visit.checkOutTime)) return 'in';
  return own.length > 0 ? 'gone' : 'not_arrived';
}

/**
 * Sorts today's children into expected and not coming. A requested extra day is listed with the
 * expected ones, since the family may bring the child, but is counted apart: staff have not
 * said yes.
 */
export function sortExpectedToday(
  customers: DirectoryEntry[],
  expectations: Map<string, Expectation>,
  visits: VisitState[],
): ExpectedToday {
  const expected: ExpectedChild[] = [];
  const notComing: DirectoryEntry[] = [];
  for (const customer of customers) {
    const expectation = expectations.get(customer.id);
    if (!expectation) continue;
    if (expectation.kind === 'not_coming') notComing.push(customer);
    else expected.push({ customer, expectation, presence: presenceOf(customer.id, visits) });
  }
  // A stable sort, so the directory's name order holds within each group.
  expected.sort((a, b) => PRESENCE_ORDER[a.presence] - PRESENCE_ORDER[b.presence]);
  return {
    expected,
    notComing,
    counts: {
      expected: expected.filter((child) => isExpectedIn(child.expectation)).length,
      in: expected.filter((child) => child.presence === 'in').length,
      notComing: notComing.length,
      requested: expected.filter((child) => !isExpectedIn(child.expectation)).length,
    },
  };
}

/** '5 children expected, 3 in, 1 not coming', with the extra-day requests when there are some. */
export function expectedSummary(counts: ExpectedToday['counts']): string {
  const parts = [
    `${countOf(counts.expected, 'child', 'children')} expected`,
    `${counts.in} in`,
    `${counts.notComing} not coming`,
  ];
  if (counts.requested > 0) {
    parts.push(countOf(counts.requested, 'extra day requested', 'extra days requested'));
  }
  return parts.join(', ');
}

/** The words for where a child is. */
export const PRESENCE_TEXT: Record<Presence, string> = {
  in: 'In now',
  gone: 'Already gone',
  not_arrived: 'Not yet arrived',
};
