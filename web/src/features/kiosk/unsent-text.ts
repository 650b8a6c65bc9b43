/**
 * @module
 * What the Staff dialog says of the actions still waiting on this tablet when someone leaves
 * kiosk mode: how many there are, and, before they are discarded, whose sign-in or sign-out each
 * one was and when, so staff can write it down or stay until it is sent.
 */
import { formatTimeAt } from '../../lib/facility-moments.ts';
import { countOf } from '../../lib/format.ts';
import { joinNames } from './done-text.ts';
import type { QueuedVisit } from './visit-queue.ts';

const WORD = { 'check-in': 'sign-in', 'check-out': 'sign-out' } as const;

/** "2 sign-ins or sign-outs have not reached the server yet." */
export function unsentSentence(count: number): string {
  const what = countOf(count, 'sign-in or sign-out', 'sign-ins or sign-outs');
  return `${what} ${count === 1 ? 'has' : 'have'} not reached the server yet.`;
}

/** "Maya Lopez and Leo Lopez: sign-in at 8:02 AM", one line per waiting action. */
export function unsentLine(visit: QueuedVisit, timeZone: string): string {
  const who = visit.names?.length
    ? joinNames(visit.names)
    : countOf(visit.request.customerIds.length, 'child', 'children');
  return `${who}: ${WORD[visit.action]} at ${formatTimeAt(visit.request.at, timeZone)}`;
}

/** "Leave and discard 1 sign-in and 2 sign-outs": the destructive choice, naming what goes. */
export function discardLabel(visits: readonly QueuedVisit[]): string {
  const ins = visits.filter((visit) => visit.action === 'check-in').length;
  const outs = visits.length - ins;
  const parts = [
    ...(ins > 0 ? [countOf(ins, 'sign-in', 'sign-ins')] : []),
    ...(outs > 0 ? [countOf(outs, 'sign-out', 'sign-outs')] : []),
  ];
  return `Leave and discard ${parts.join(' and ')}`;
}
