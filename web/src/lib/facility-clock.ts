/**
 * @module
 * The facility's time zone on this device (DESIGN section 7). A tablet in another zone, or a
 * parent's phone abroad, still takes every date in the day-care's zone: the server names it in
 * GET /api/health and GET /api/user. The zone is kept on the device, so a tablet that starts
 * offline keeps the facility's dates; a device that never reached the server uses its own zone
 * until it does.
 */

import { type IsoDate, mondayOf } from '@cubby/shared/dates';
import {
  type FacilityClock,
  facilityClock,
  facilityToday,
  hostTimeZone,
  isTimeZone,
} from '@cubby/shared/facility-clock';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'cubby:facilityTimeZone';
// A first start waits this long for the server before it shows dates in the device's zone.
const FIRST_START_WAIT_MS = 3000;

let timeZone = storedTimeZone() ?? hostTimeZone();
const listeners = new Set<() => void>();

function storedTimeZone(): string | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved && isTimeZone(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The facility's zone as this device knows it. */
export function facilityTimeZone(): string {
  return timeZone;
}

/** Takes the zone the server named; screens showing dates re-render when it changed. */
export function adoptFacilityTimeZone(zone: unknown): void {
  if (typeof zone !== 'string' || !isTimeZone(zone) || zone === timeZone) return;
  timeZone = zone;
  try {
    localStorage.setItem(STORAGE_KEY, zone);
  } catch {
    // Private browsing may refuse storage; the zone still holds until the page closes.
  }
  for (const listener of listeners) listener();
}

/**
 * Asks the server for the facility's zone. A device that already knows it starts at once and
 * updates in the background; a first start waits briefly, so its first screen has the right dates.
 */
export async function loadFacilityTimeZone(): Promise<void> {
  const asked = fetch('/api/health', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((health: { timeZone?: unknown } | null) => adoptFacilityTimeZone(health?.timeZone))
    .catch(() => undefined);
  if (storedTimeZone()) return;
  await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, FIRST_START_WAIT_MS))]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The facility's clock, for screens: today, and times of day, in the facility's zone. */
export function useFacilityClock(): FacilityClock {
  const zone = useSyncExternalStore(subscribe, facilityTimeZone);
  return useMemo(() => facilityClock(zone), [zone]);
}

/** The Monday of the facility's current week; a Sunday still belongs to the week before. */
export function currentMonday(clock: FacilityClock): IsoDate {
  return mondayOf(facilityToday(clock));
}

// How often a screen left open asks whether the facility's day has turned.
const TODAY_CHECK_MS = 60_000;

/** The facility's date today, for marking today's column; it turns over at the facility's midnight. */
export function useFacilityToday(): IsoDate {
  const clock = useFacilityClock();
  const [today, setToday] = useState(() => facilityToday(clock));
  useEffect(() => {
    const check = () => setToday(facilityToday(clock));
    check();
    const timer = setInterval(check, TODAY_CHECK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  return today;
}

/** The week a screen shows, starting at this week's Monday in the facility's zone. */
export function useWeekOnScreen(): [string, (monday: string) => void] {
  const clock = useFacilityClock();
  return useState(() => currentMonday(clock));
}
