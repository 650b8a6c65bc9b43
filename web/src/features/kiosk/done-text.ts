/**
 * @module
 * The done screen's sentence: "Thank you, Ana. Maya is signed in at 8:02 AM." One sentence per
 * outcome, each child named, the time on the facility's clock.
 */
import { formatTimeAt } from '../../lib/facility-moments.ts';
import type { VisitResult } from './kiosk-api.ts';

const SAID: Record<VisitResult['outcome'], [one: string, many: string]> = {
  'checked-in': ['is signed in', 'are signed in'],
  'already-in': ['was already signed in', 'were already signed in'],
  'checked-out': ['is signed out', 'are signed out'],
  'not-in': ['was not signed in', 'were not signed in'],
};

/** "Maya", "Maya and Leo", "Maya, Leo and Ana". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the done screen says to `contactName` about `results`. */
export function doneSentence(
  contactName: string,
  results: readonly VisitResult[],
  timeZone: string,
): string {
  const firstName = contactName.trim().split(/\s+/)[0] ?? contactName;
  const parts = [`Thank you, ${firstName}.`];
  for (const outcome of Object.keys(SAID) as VisitResult['outcome'][]) {
    const these = results.filter((result) => result.outcome === outcome);
    if (these.length === 0) continue;
    const [one, many] = SAID[outcome];
    const moved = outcome === 'checked-in' || outcome === 'checked-out';
    const when = moved ? ` at ${formatTimeAt(these[0]?.at ?? new Date(), timeZone)}` : '';
    parts.push(`${joinNames(these.map((r) => r.name))} ${these.length === 1 ? one : many}${when}.`);
  }
  return parts.join(' ');
}
