/**
 * @module
 * What the day-views property asks of the server: its copy of a week, taking a tablet's update
 * as the sync endpoint does, and the writes REST and the kiosk make.
 */
import type { DirectoryEntry, DirectoryRoom } from '@cubby/shared/docs';
import type { FacilityClock } from '@cubby/shared/facility-clock';
import type * as Y from 'yjs';
import type { Child, Tablet } from './day-world.ts';

/** Where a write reaches the server without a tablet: a REST client or the kiosk. */
export type Via = 'rest' | 'kiosk';

/** A day's times as Edit Attendance Details or PATCH /api/attendance/{id} send them. */
export interface DayTimes {
  arrivalTime: string;
  departureTime: string;
  pickupReason: string;
}

/** The server, as the property drives it. */
export interface ServerSide {
  readonly children: readonly Child[];
  /** The room every child is in. */
  readonly roomId: string;
  /** The directory a tablet holds: the children (with their room) and the rooms. */
  directory(): { customers: DirectoryEntry[]; rooms: DirectoryRoom[] };
  /** A new run in the week of `monday`, at the world's clock (sessions are issued anew). */
  startRun(monday: string): void;
  /** The server's copy of the week of `monday`. */
  doc(monday: string): Y.Doc;
  /** A tablet's update, applied, stored and folded as the sync endpoint does. */
  receive(monday: string, update: Uint8Array, from: Tablet): void;
  checkIn(child: Child, via: Via, clock: FacilityClock): Promise<void>;
  checkOut(child: Child, via: Via, clock: FacilityClock): Promise<void>;
  /** Whether a check-out was undone. */
  undo(child: Child, clock: FacilityClock): Promise<boolean>;
  /** Whether the tick was taken (false: refused). */
  toggle(
    child: Child,
    date: string,
    present: boolean,
    arrivalTime: string | undefined,
    clock: FacilityClock,
  ): Promise<boolean>;
  /** Whether the times were taken (false: refused). */
  edit(child: Child, date: string, times: DayTimes, clock: FacilityClock): Promise<boolean>;
  /** The server's loop that closes stays forgotten on an earlier day. */
  closeForgotten(monday: string, clock: FacilityClock): void;
}
