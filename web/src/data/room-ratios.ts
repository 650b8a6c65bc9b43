/**
 * @module
 * Each room's ratio now, counted on this tablet with the one rule (`roomRatios` in
 * `@cubby/shared/rooms`) from its own copies of the directory (rooms and each child's room),
 * today's day records (who is in now: a visit still open, whether made at the desk, the kiosk or
 * by ticking today on the grid, decision 069) and the staffing document (who is on the floor).
 * Live on every staff device; offline it is the tablet's own best estimate, and says so.
 */
import { mondayOf } from '@cubby/shared/dates';
import {
  listDirectory,
  listDirectoryRooms,
  listStaffOnFloor,
  type StaffOnFloor,
} from '@cubby/shared/docs';
import { useMemo } from 'react';
import { useFacilityToday } from '../lib/facility-clock.ts';
import {
  useDocLoaded,
  useDocOnline,
  useDocValue,
  useSyncedDoc,
} from '../lib/sync/sync-context.tsx';
import { countRoomRatios, type LiveRoomRatio } from './count-room-ratios.ts';
import { recordsOn } from './records-on.ts';
import { useWeekRecords } from './week.ts';

export { countRoomRatios, type LiveRoomRatio };

/** Every room's ratio now, and whether it is this tablet's estimate. */
export interface RoomRatios {
  rooms: LiveRoomRatio[];
  /** Staff clocked in and on a break: in no room's count. */
  onBreak: StaffOnFloor[];
  /** A document this count needs has not synced with the server (offline, or not yet). */
  estimate: boolean;
  /** The directory has been read on this device: before it, no room is known. */
  loaded: boolean;
}

/** Each room's ratio now, live, from this tablet's documents. */
export function useRoomRatios(): RoomRatios {
  const today = useFacilityToday();
  const directory = useSyncedDoc({ kind: 'directory' });
  const week = useSyncedDoc({ kind: 'week', monday: mondayOf(today) });
  const staffing = useSyncedDoc({ kind: 'staffing' });
  const rooms = useDocValue(directory, listDirectoryRooms, []);
  const children = useDocValue(directory, listDirectory, []);
  const { records } = useWeekRecords(week);
  const staff = useDocValue(staffing, listStaffOnFloor, []);
  const loaded = useDocLoaded(directory);
  const online = [useDocOnline(directory), useDocOnline(week), useDocOnline(staffing)];
  const estimate = online.includes(false);
  const counted = useMemo(
    () => countRoomRatios(rooms, children, recordsOn(records, today), staff),
    [rooms, children, records, staff, today],
  );
  return { ...counted, estimate, loaded };
}
