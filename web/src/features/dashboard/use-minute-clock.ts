/**
 * @module
 * The time the dashboard counts from. It moves on at each new minute (not every second) so
 * elapsed times and Total Hours Today are re-evaluated every minute without re-rendering the
 * whole screen each second.
 */
import { useEffect, useState } from 'react';

const MS_PER_MINUTE = 60_000;

/** The current time, updated at the start of every minute. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: number | undefined;
    // Line up with the wall clock so '0h 4m' turns into '0h 5m' when the clock says so.
    const untilNextMinute = MS_PER_MINUTE - (Date.now() % MS_PER_MINUTE);
    const timeout = window.setTimeout(() => {
      setNow(new Date());
      interval = window.setInterval(() => setNow(new Date()), MS_PER_MINUTE);
    }, untilNextMinute);
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, []);
  return now;
}
