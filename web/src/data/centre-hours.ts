/**
 * @module
 * The centre's hours as the staff screens read them from the directory document (live, and
 * offline from the device's copy): the hours of a day, what the screens state about them, and
 * which dates of a week the centre is closed (`openOn`, decision 070).
 */
import type { IsoDate } from '@cubby/shared/dates';
import { type DayHours, hoursOn, openOn } from '@cubby/shared/facility-hours';
import { type StatedHours, statedHours } from '@cubby/shared/hours-text';
import { useMemo } from 'react';
import { useFacilityToday } from '../lib/facility-clock.ts';
import { useFacilityHours } from './facility-hours.ts';

/** The hours that judge `date`. */
export function useHoursOn(date: IsoDate): DayHours {
  const { history } = useFacilityHours();
  return useMemo(() => hoursOn(history, date), [history, date]);
}

/** What the staff screens state about today's hours: the spec's texts until the owner's own. */
export function useStatedHoursToday(): StatedHours {
  const hours = useHoursOn(useFacilityToday());
  return useMemo(() => statedHours(hours), [hours]);
}

/**
 * The dates among `dates` the centre is closed (a closure, or a weekday it does not open). The
 * same set object while the answer is the same, so the grid's cards re-render only when a day
 * opens or closes.
 */
export function useClosedDates(dates: readonly IsoDate[]): ReadonlySet<IsoDate> {
  const { history, closures } = useFacilityHours();
  const closed = dates.filter((date) => openOn(hoursOn(history, date), closures, date) === null);
  const key = closed.join(',');
  return useMemo(() => new Set(key === '' ? [] : key.split(',')), [key]);
}
