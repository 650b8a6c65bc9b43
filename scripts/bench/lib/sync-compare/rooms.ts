/**
 * @module
 * A room is one week document with the devices that have it open: staff writers checking
 * children in, and viewers that only watch (the owner's dashboard, a screen on the wall). Every
 * client reports the check-ins it receives to one feed, which hands them to the recorder of
 * whatever is being measured at the time.
 */
import { addWeeks } from '@cubby/shared/dates';
import { docNames } from '@cubby/shared/docs';
import { watchCheckIns } from './check-ins.ts';
import type { Contender } from './contenders.ts';
import type { BenchClient } from './protocol-clients.ts';

/** One week document and its devices. */
export interface Room {
  monday: string;
  writers: BenchClient[];
  viewers: BenchClient[];
  /** Writers and viewers. */
  clients: BenchClient[];
}

/** Devices per room. */
export interface RoomShape {
  writers: number;
  viewers: number;
}

/** Whatever is counting check-in arrivals at the moment. */
export interface SightingSink {
  recordSighting(visitId: string, sentAt: number, at: number): void;
}

/** Where every client's sightings go: the recorder of the step being measured, if any. */
export class SightingFeed {
  recorder: SightingSink | null = null;

  readonly onSeen = (visitId: string, sentAt: number, at: number): void => {
    this.recorder?.recordSighting(visitId, sentAt, at);
  };
}

/** The Mondays of `count` consecutive weeks, starting `first` weeks after `base`. */
export function weeks(base: string, first: number, count: number): string[] {
  return Array.from({ length: count }, (_, n) => addWeeks(base, first + n));
}

/**
 * Opens a room per Monday; every client starts connecting at once. Rooms opened in several
 * waves number theirs on from `firstRoom`, so that no two open clients share a Cubby session.
 */
export function openRooms(
  contender: Contender,
  mondays: string[],
  shape: RoomShape,
  feed: SightingFeed,
  firstRoom = 0,
): Room[] {
  return mondays.map((monday, index) => {
    const name = docNames.week(monday);
    const open = (role: 'writer' | 'viewer', count: number) =>
      Array.from({ length: count }, (_, n) => {
        const client = contender.client(name, role, (firstRoom + index) * count + n);
        watchCheckIns(client.doc, feed.onSeen);
        return client;
      });
    const writers = open('writer', shape.writers);
    const viewers = open('viewer', shape.viewers);
    return { monday, writers, viewers, clients: [...writers, ...viewers] };
  });
}

/** Every client of the rooms. */
export function clientsOf(rooms: Room[]): BenchClient[] {
  return rooms.flatMap((room) => room.clients);
}
