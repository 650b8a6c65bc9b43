/**
 * @module
 * The world the day-views property drives: a server, three children, the clock, and two staff
 * tablets, each a Y.Doc of the week that exchanges updates with the server's copy as the sync
 * endpoint does. A tablet taken offline keeps writing to its own copy and sends it all when it
 * reconnects.
 *
 * The server is either the whole app in process (`app-server.ts`) or, for the thousand-run
 * property, its week document written by the same commands its routes call (`doc-server.ts`).
 * One server serves every run: each run takes a week of its own (the next one), so no run sees
 * another's days, and a fresh pair of tablets.
 */
import { addWeeks, timeOfDayFromMinutes } from '@cubby/shared/dates';
import { clockStoppedAt, type FacilityClock, instantAt } from '@cubby/shared/facility-clock';
import { vi } from 'vitest';
import * as Y from 'yjs';
import type { TabletName } from './day-model.ts';
import type { ServerSide } from './server-side.ts';

/** The facility's zone of the test app (Los Angeles, while the process runs in UTC). */
export const ZONE = 'America/Los_Angeles';
/** The Monday of the first run's week. */
const FIRST_MONDAY = '2026-11-16';

/** A child of the property: a family of its own, a parent with a kiosk PIN, a rate. */
export interface Child {
  id: string;
  name: string;
  familyId: string;
  rateCents: number;
  pin: string;
}

/** The children of the property, with their rates and parents' kiosk PINs. */
export const CHILDREN = [
  { name: 'Ada Lovelace', rateCents: 1250, pin: '2580' },
  { name: 'Ben Okafor', rateCents: 1000, pin: '4815' },
  { name: 'Cleo Marsh', rateCents: 1575, pin: '3691' },
] as const;

/** A staff tablet: its copy of the week, and whether it is connected. */
export interface Tablet {
  doc: Y.Doc;
  online: boolean;
  /** Who the server records as writing its updates. */
  source: { actor: { kind: 'staff'; id: string; name: string }; deviceId: string };
}

/** The server, the children and this run's tablets and clock. */
export class DayWorld {
  monday = FIRST_MONDAY;
  day = 0;
  minute = 0;
  tablets: Record<TabletName, Tablet>;
  readonly server: ServerSide;
  #runs = 0;

  constructor(server: ServerSide) {
    this.server = server;
    this.tablets = { A: this.#tablet('A'), B: this.#tablet('B') };
  }

  /** The children of the run. */
  get children(): readonly Child[] {
    return this.server.children;
  }

  /** A new run: the next week, Monday at `minute`, two new tablets holding the server's copy. */
  startRun(minute: number): void {
    this.#runs += 1;
    this.monday = addWeeks(FIRST_MONDAY, this.#runs);
    this.day = 0;
    this.setClock(minute);
    this.server.startRun(this.monday);
    this.tablets = { A: this.#tablet('A'), B: this.#tablet('B') };
    this.sync();
  }

  /** The facility's date of `day` of this run's week. */
  dateOf(day: number): string {
    const [year, month, date] = this.monday.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, date + day)).toISOString().slice(0, 10);
  }

  /** Today's date. */
  get today(): string {
    return this.dateOf(this.day);
  }

  /** The instant of `minute` on `day`. */
  instant(day: number, minute: number): Date {
    return instantAt(this.dateOf(day), timeOfDayFromMinutes(minute), ZONE);
  }

  /** Sets the clock every part of the server reads (and the tablets are given). */
  setClock(minute: number, day = this.day): void {
    this.day = day;
    this.minute = minute;
    vi.setSystemTime(this.instant(day, minute));
  }

  /** The facility clock stopped now, as a tablet's commands take it. */
  clock(): FacilityClock {
    return clockStoppedAt(ZONE, this.instant(this.day, this.minute));
  }

  /** Sends each connected tablet's changes to the server, then the server's to each of them. */
  sync(): void {
    for (const tablet of Object.values(this.tablets)) {
      if (!tablet.online) continue;
      const server = this.server.doc(this.monday);
      this.server.receive(
        this.monday,
        Y.encodeStateAsUpdate(tablet.doc, Y.encodeStateVector(server)),
        tablet,
      );
    }
    const server = this.server.doc(this.monday);
    for (const tablet of Object.values(this.tablets)) {
      if (!tablet.online) continue;
      const update = Y.encodeStateAsUpdate(server, Y.encodeStateVector(tablet.doc));
      Y.applyUpdate(tablet.doc, update, 'server');
    }
  }

  #tablet(name: TabletName): Tablet {
    return {
      doc: new Y.Doc(),
      online: true,
      source: { actor: { kind: 'staff', id: 'staff', name: 'Staff' }, deviceId: `tablet-${name}` },
    };
  }
}
