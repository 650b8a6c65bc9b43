/**
 * @module
 * The facility's time zone on this device (DESIGN section 7). A tablet in another zone, or a
 * parent's phone abroad, still takes every date in the day-care's zone: the server names it in
 * GET /api/health and GET /api/user. The zone is kept on the device, so a tablet that starts
 * offline keeps the facility's dates; a device that never reached the server uses its own zone
 * until it does.
 *
 * The app renders at once, without waiting for the server (decision 047): a screen that shows
 * dates reads the zone through `useFacilityClock`, which, on a device that has never known the
 * zone, suspends until the server names it (or gives up after a short wait, as offline).
 */

import { type IsoDate, mondayOf } from '@cubby/shared/dates';
import {
  type FacilityClock,
  facilityClock,
  facilityToday,
  hostTimeZone,
  isTimeZone,
} from '@cubby/shared/facility-clock';
import { use, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { nextTask } from './next-task.ts';

const STORAGE_KEY = 'cubby:facilityTimeZone';
// A first start waits this long for the server before it shows dates in the device's zone.
const FIRST_START_WAIT_MS = 3000;

// Null until the device knows the zone. A zone is checked when a screen first reads it, or
// earlier by a start that will show dates (checkKeptTimeZone), and the device's own is asked for
// only when read: the page's first Intl call loads the browser's time zone data, a long task on a
// cheap tablet that a screen with no dates (sign-in) does not need.
let timeZone: string | null = savedTimeZone();
let zoneChecked = false;
const listeners = new Set<() => void>();

// Settles once dates may be shown: the zone is known, or the first start stopped waiting.
let settle: () => void = () => undefined;
let settled = timeZone !== null;
const zoneSettled: Promise<void> = settled
  ? Promise.resolve()
  : new Promise((resolve) => {
      settle = () => {
        settled = true;
        resolve();
      };
    });

function savedTimeZone(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** The facility's zone as this device knows it (the device's own before it ever knew it). */
export function facilityTimeZone(): string {
  checkKeptTimeZone();
  return timeZone ?? hostTimeZone();
}

/**
 * Checks the zone the device keeps, once, forgetting it if this browser does not know it. The
 * page's first Intl call with a zone loads the browser's time zone data, 50-70 ms on a cheap
 * tablet: a start that will show dates calls this in a task of its own, rather than leaving it
 * to the first screen's render (decision 058).
 */
export function checkKeptTimeZone(): void {
  if (zoneChecked || timeZone === null) return;
  zoneChecked = true;
  if (!isTimeZone(timeZone)) timeZone = null;
}

/** Takes the zone the server named; screens showing dates re-render when it changed. */
export function adoptFacilityTimeZone(zone: unknown): void {
  if (typeof zone !== 'string' || zone === '') return;
  if (zone === timeZone) {
    settle();
    return;
  }
  timeZone = zone;
  zoneChecked = false;
  try {
    localStorage.setItem(STORAGE_KEY, zone);
  } catch {
    // Private browsing may refuse storage; the zone still holds until the page closes.
  }
  // The check is the page's first date on a device that never knew the zone: it runs here, and
  // the screens render with the zone in a later task, so the two long steps stay apart.
  checkKeptTimeZone();
  void nextTask().then(() => {
    for (const listener of listeners) listener();
    settle();
  });
}

/**
 * Asks the server for the facility's zone, in the background: a device that knows it shows its
 * dates at once and updates them if the zone changed; a first start's dates wait briefly for it.
 */
export function loadFacilityTimeZone(): void {
  const asked = fetch('/api/health', { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((health: { timeZone?: unknown } | null) => adoptFacilityTimeZone(health?.timeZone))
    .catch(() => undefined);
  if (settled) return;
  void Promise.race([
    asked,
    new Promise((resolve) => setTimeout(resolve, FIRST_START_WAIT_MS)),
  ]).then(() => settle());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The facility's clock, for screens: today, and times of day, in the facility's zone. Suspends
 * while a first start waits for the server to name the zone.
 */
export function useFacilityClock(): FacilityClock {
  if (!settled) use(zoneSettled);
  const zone = useSyncExternalStore(subscribe, facilityTimeZone);
  return useMemo(() => facilityClock(zone), [zone]);
}

/** The facility's date today when this device knows the zone; null before it ever did. */
export function knownFacilityToday(): IsoDate | null {
  if (timeZone === null) return null;
  return facilityToday(facilityClock(facilityTimeZone()));
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
