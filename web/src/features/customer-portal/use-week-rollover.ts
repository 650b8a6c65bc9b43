/**
 * @module
 * The portal's week rollover (spec sections 4 and 9): once a minute it checks whether a new week
 * has begun and, when one has, shows it, unless the parent already has it on screen.
 */
import { WEEK_ROLLOVER_CHECK_MS } from '@cubby/shared/constants';
import { mondayOf } from '@cubby/shared/dates';
import { facilityToday } from '@cubby/shared/facility-clock';
import { useEffect, useRef } from 'react';
import { useFacilityClock } from '../../lib/facility-clock.ts';

/** Calls `showWeek` with the new Monday each time a new week begins while the screen is open. */
export function useWeekRollover(showWeek: (monday: string) => void): void {
  const clock = useFacilityClock();
  const current = useRef(mondayOf(facilityToday(clock)));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const monday = mondayOf(facilityToday(clock));
      if (monday === current.current) return;
      current.current = monday;
      // Showing the week on screen already changes nothing, as the spec asks.
      showWeek(monday);
    }, WEEK_ROLLOVER_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [showWeek, clock]);
}
