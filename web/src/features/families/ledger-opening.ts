/**
 * @module
 * The date the Money section's opening balance stands at. The section shows the last 90 days,
 * but a family that joined since had no balance before it joined: its opening line is dated the
 * day it joined (or its first entry, should a day before that have been recorded), never a day
 * the family was not on the books (decision 072).
 */
import type { IsoDate } from '@cubby/shared/dates';

/** The opening line's date: `from`, or the family's first day when that is later. */
export function openingDateOf(opening: {
  /** The first day the section shows. */
  from: IsoDate;
  /** The facility date the family joined; null when unknown. */
  joinedOn: IsoDate | null;
  /** The first entry the section shows, if any. */
  firstEntryOn: IsoDate | undefined;
}): IsoDate {
  const { from, joinedOn, firstEntryOn } = opening;
  if (joinedOn === null) return from;
  const first = firstEntryOn !== undefined && firstEntryOn < joinedOn ? firstEntryOn : joinedOn;
  // ISO dates compare as text; Math.max (which the linter suggests) would not take them.
  if (first > from) return first;
  return from;
}
