/**
 * @module
 * The centre's hours as the directory document carries them to every staff device, live and
 * offline: what a screen judges a day's early and late by (`hoursOn` in
 * `@cubby/shared/facility-hours`).
 */
import {
  type FacilityHoursRecord,
  getFacilityHours,
  getRequireCollector,
} from '@cubby/shared/docs';
import { useDocValue, useSyncedDoc } from '../lib/sync/sync-context.tsx';

/** The centre's hours: their history and the closure dates. */
export function useFacilityHours(): FacilityHoursRecord {
  const synced = useSyncedDoc({ kind: 'directory' });
  return useDocValue(synced, getFacilityHours, []);
}

/** Whether the owner requires every check-out to name who collects, as the directory says. */
export function useCollectorRequired(): boolean {
  const synced = useSyncedDoc({ kind: 'directory' });
  return useDocValue(synced, getRequireCollector, []);
}
