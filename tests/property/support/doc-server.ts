/**
 * @module
 * The server as its week document alone, for the thousand-run property: REST and the kiosk write
 * it through the very commands their routes call (`attendance-commands.ts`, with the routes'
 * sources and the kiosk's attribution), a tablet's update is applied and then folded as the
 * server's hook folds an older app's fields (`foldLegacyTimes`), and the loop closes forgotten
 * stays with `closeForgottenStays`. What SQLite and HTTP add is checked by the app-server run.
 */
import { randomUUID } from 'node:crypto';
import {
  checkIn,
  checkOut,
  closeForgottenStays,
  DayTimesRefusal,
  editDayTimes,
  oneWeekDoc,
  togglePresence,
  undoCheckOut,
} from '@cubby/shared/attendance-commands';
import { foldLegacyTimes } from '@cubby/shared/day-record';
import { type DirectoryEntry, type DirectoryRoom, directoryEntrySchema } from '@cubby/shared/docs';
import { dateAt, type FacilityClock } from '@cubby/shared/facility-clock';
import { formatMoney } from '@cubby/shared/money';
import * as Y from 'yjs';
import { CHILDREN, type Child, ZONE } from './day-world.ts';
import type { DayTimes, ServerSide, Via } from './server-side.ts';

const KIOSK = { deviceId: 'kiosk-1', name: 'Front door' };

/** The server's week documents, in memory. */
export class DocServer implements ServerSide {
  readonly children: readonly Child[] = CHILDREN.map((child, index) => ({
    ...child,
    id: `child-${index}`,
    familyId: `family-${index}`,
  }));
  readonly roomId = 'room-1';
  #docs = new Map<string, Y.Doc>();
  #monday = '';

  directory(): { customers: DirectoryEntry[]; rooms: DirectoryRoom[] } {
    const customers = this.children.map((child) =>
      directoryEntrySchema.parse({
        id: child.id,
        name: child.name,
        hourlyRate: formatMoney(child.rateCents),
        defaultMonday: true,
        defaultTuesday: true,
        defaultWednesday: true,
        defaultThursday: true,
        defaultFriday: true,
        familyId: child.familyId,
        roomId: this.roomId,
      }),
    );
    const room = { id: this.roomId, name: 'Toddlers', minAgeMonths: 0, maxAgeMonths: 60 };
    return { customers, rooms: [{ ...room, childrenPerStaff: 4, maxChildren: 12, position: 0 }] };
  }

  startRun(monday: string): void {
    this.#docs.clear();
    this.#monday = monday;
  }

  doc(monday: string): Y.Doc {
    let doc = this.#docs.get(monday);
    if (!doc) {
      doc = new Y.Doc();
      this.#docs.set(monday, doc);
    }
    return doc;
  }

  receive(monday: string, update: Uint8Array): void {
    const doc = this.doc(monday);
    Y.applyUpdate(doc, update, 'tablet');
    foldLegacyTimes(doc, ZONE, 'server');
  }

  async checkIn(child: Child, via: Via, clock: FacilityClock): Promise<void> {
    const who = { contactId: `parent-${child.id}`, name: 'Parent', relationship: 'parent' };
    const input =
      via === 'kiosk'
        ? { source: 'kiosk' as const, droppedOffBy: who, atKiosk: { kiosk: KIOSK } }
        : { source: 'api' as const };
    checkIn(this.#weeks(clock), clock, { customerId: child.id, visitId: randomUUID(), ...input });
  }

  async checkOut(child: Child, via: Via, clock: FacilityClock): Promise<void> {
    const who = { contactId: `parent-${child.id}`, name: 'Parent', relationship: 'parent' };
    const input = via === 'kiosk' ? { collectedBy: who, atKiosk: { kiosk: KIOSK } } : {};
    checkOut(this.#weeks(clock), clock, { customerId: child.id, ...input });
  }

  async undo(child: Child, clock: FacilityClock): Promise<boolean> {
    return undoCheckOut(this.#weeks(clock), clock, { customerId: child.id }) !== null;
  }

  async toggle(
    child: Child,
    date: string,
    isPresent: boolean,
    arrivalTime: string | undefined,
    clock: FacilityClock,
  ): Promise<boolean> {
    const input = { customerId: child.id, date, isPresent, arrivalTime, newVisitId: randomUUID() };
    return refused(() => togglePresence(this.#weeks(clock), clock, { ...input, source: 'api' }));
  }

  async edit(child: Child, date: string, times: DayTimes, clock: FacilityClock): Promise<boolean> {
    const input = { customerId: child.id, date, ...times, newVisitId: randomUUID() };
    return refused(() => editDayTimes(this.#weeks(clock), clock, { ...input, source: 'api' }));
  }

  closeForgotten(monday: string, clock: FacilityClock): void {
    const today = dateAt(clock.now(), clock.timeZone);
    for (const { id } of this.children) {
      closeForgottenStays(this.doc(monday), clock.timeZone, [], id, today, 'server');
    }
  }

  // Every run stays inside its one week.
  #weeks(_clock: FacilityClock) {
    return oneWeekDoc(this.doc(this.#monday));
  }
}

// Whether a write was taken: a refusal the person is told of is no failure of the test.
function refused(write: () => void): boolean {
  try {
    write();
    return true;
  } catch (error) {
    if (error instanceof DayTimesRefusal) return false;
    throw error;
  }
}
