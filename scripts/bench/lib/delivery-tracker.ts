/**
 * @module
 * Matches what staff screens see against what parents wrote. A write is identified by its
 * family and its updatedAt stamp; a staff client that sees a newer stamp of a family has seen
 * every older write of that family too, since the server may fold several into one update.
 */
import type { Sighting } from './confirmation-watch.ts';
import { Announcer } from './wait-for.ts';

/** One confirmation a parent wrote and which staff clients have seen it. */
export interface WriteRecord {
  customerId: string;
  updatedAt: string;
  /** performance.now() just before the parent's provider sent it. */
  sentAt: number;
  /** performance.now() when each staff client first saw it; NaN until then. */
  seenAt: Float64Array;
  seenCount: number;
}

/** The writes of one run and their sightings. */
export class DeliveryTracker {
  readonly writes: WriteRecord[] = [];
  readonly #staffCount: number;
  readonly #byCustomer = new Map<string, WriteRecord[]>();
  #outstanding = 0;
  #updates = 0;
  readonly #drained = new Announcer();

  constructor(staffCount: number) {
    this.#staffCount = staffCount;
  }

  /** Writes not yet seen by every staff client. */
  get outstanding(): number {
    return this.#outstanding;
  }

  /** Updates to the confirmations document each staff client received, on average. */
  get updatesPerStaffClient(): number {
    return this.#updates / this.#staffCount;
  }

  /** Records a write; a family's writes must be recorded in the order they were made. */
  recordWrite(customerId: string, updatedAt: string, sentAt: number): void {
    const record: WriteRecord = {
      customerId,
      updatedAt,
      sentAt,
      seenAt: new Float64Array(this.#staffCount).fill(Number.NaN),
      seenCount: 0,
    };
    this.writes.push(record);
    const family = this.#byCustomer.get(customerId);
    if (family) family.push(record);
    else this.#byCustomer.set(customerId, [record]);
    this.#outstanding += 1;
  }

  /** A staff client received one update holding these confirmations at time `at`. */
  recordSightings(staff: number, sightings: Sighting[], at: number): void {
    this.#updates += 1;
    for (const { customerId, updatedAt } of sightings) this.#see(staff, customerId, updatedAt, at);
  }

  #see(staff: number, customerId: string, updatedAt: string, at: number): void {
    for (const record of this.#byCustomer.get(customerId) ?? []) {
      // ISO stamps of one format order as strings; later writes have later stamps.
      if (record.updatedAt > updatedAt) break;
      if (!Number.isNaN(record.seenAt[staff])) continue;
      record.seenAt[staff] = at;
      record.seenCount += 1;
      if (record.seenCount === this.#staffCount) this.#settle();
    }
  }

  /** Resolves true once every write so far is seen by every staff client, false on timeout. */
  whenAllSeen(timeoutMs: number, signal: AbortSignal): Promise<boolean> {
    if (this.#outstanding === 0) return Promise.resolve(true);
    return this.#drained.wait(timeoutMs, signal);
  }

  #settle(): void {
    this.#outstanding -= 1;
    if (this.#outstanding === 0) this.#drained.announce();
  }
}
