/**
 * @module
 * Today's staff alerts from the kiosk (a person refused at the door, a kiosk paused by wrong
 * PINs), from the facility day's `alerts:{date}` document: live on every staff device, so an
 * alert raised at the door shows at the desk at once.
 */
import type { IsoDate } from '@cubby/shared/dates';
import { listAlerts } from '@cubby/shared/docs';
import type { StaffAlert } from '@cubby/shared/schemas';
import { useEffect, useRef } from 'react';
import { useFacilityToday } from '../lib/facility-clock.ts';
import { useDocOnline, useDocValue, useSyncedDoc } from '../lib/sync/sync-context.tsx';

/** The alerts of `after` whose ids `known` does not hold, oldest first. */
export function newAlerts(known: ReadonlySet<string>, after: readonly StaffAlert[]): StaffAlert[] {
  return after.filter((alert) => !known.has(alert.id));
}

/**
 * Today's alerts, oldest first, and `onNew` called for each one that arrives while the screen
 * is open: those the server already held when this device synced are not news.
 */
export function useStaffAlerts(onNew?: (alert: StaffAlert) => void): StaffAlert[] {
  const today = useFacilityToday();
  const synced = useSyncedDoc({ kind: 'alerts', date: today });
  const alerts = useDocValue(synced, listAlerts, []);
  const online = useDocOnline(synced);
  const known = useRef<{ date: IsoDate; ids: Set<string> } | null>(null);
  const tell = useRef(onNew);
  tell.current = onNew;
  useEffect(() => {
    if (!online) return;
    // A new day (the facility's clock turned) starts from what it holds, as a first sync does.
    if (known.current === null || known.current.date !== today) {
      known.current = { date: today, ids: new Set(alerts.map((alert) => alert.id)) };
      return;
    }
    for (const alert of newAlerts(known.current.ids, alerts)) {
      known.current.ids.add(alert.id);
      tell.current?.(alert);
    }
  }, [alerts, online, today]);
  return alerts;
}
