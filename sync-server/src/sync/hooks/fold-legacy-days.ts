/**
 * @module
 * Times older apps stored in a day's fields become the day's visits (`foldLegacyTimes`, decision
 * 069), by the server, as the system: every week document when it is loaded, and the days an
 * older app, still cached on a tablet, writes such fields into.
 */
import { foldLegacyTimes } from '@cubby/shared/day-record';
import { listLegacyDays, readWeekKeyChange } from '@cubby/shared/docs';
import { type ChangeContext, type DocHooks, SERVER_ORIGIN } from '../hooks.ts';

/** Folds every day of a week document just loaded that holds what older apps stored. */
export const foldLegacyDaysOnLoad: NonNullable<DocHooks['onLoad']> = (doc, { write, clock }) => {
  if (doc.ref.kind !== 'week' || listLegacyDays(doc.ydoc).size === 0) return;
  write(doc.ref, (ydoc) => foldLegacyTimes(ydoc, clock.timeZone, SERVER_ORIGIN), SERVER_ORIGIN);
};

/**
 * Folds the days this commit's updates wrote an older app's fields into: a time, a flag, or an
 * `isPresent` of false (the grid now removes its mark instead).
 */
export function foldLegacyDaysWritten({ doc, changeLog, write, clock }: ChangeContext): void {
  const days = new Set<string>();
  for (const { changes } of changeLog) {
    for (const { root, key, before, after } of changes) {
      if (after === undefined) continue;
      const change = readWeekKeyChange(root, key, before, after);
      const legacy = change?.record === 'legacyDay';
      const untick =
        change?.record === 'attendance' && change.field === 'isPresent' && after === false;
      if ((legacy || untick) && change) days.add(`${change.customerId}|${change.date}`);
    }
  }
  if (days.size === 0) return;
  const wanted = (customerId: string, date: string) => days.has(`${customerId}|${date}`);
  write(
    doc.ref,
    (ydoc) => foldLegacyTimes(ydoc, clock.timeZone, SERVER_ORIGIN, wanted),
    SERVER_ORIGIN,
  );
}
