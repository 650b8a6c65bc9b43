/**
 * @module
 * When the data behind a cached answer last changed (decision 011). A stamp counts changes; an
 * answer computed at stamp S stays current until a change that may touch what it read gets a
 * later stamp. A week or finance document's commit touches only the rows of its own week, and
 * of the customers its projection wrote; every other write touches "everything".
 *
 * Completeness does not rest on every write path remembering to say so: SQLite counts every row
 * this connection changes (`total_changes()`), and other connections' commits bump
 * `data_version`. Writes whose effect is known are counted as explained as they run; any count
 * the explained writes do not account for is a change to everything.
 */
import { addDays } from '@cubby/shared/dates';
import { DOC_KINDS } from '@cubby/shared/docs';
import type Database from 'better-sqlite3';
import type { Db } from '../db/client.ts';
import { DocStore } from '../sync/doc-store.ts';
import { type ProjectionWrites, recordingWrites } from '../sync/hooks/projection-statements.ts';
import type { HooksByKind } from '../sync/hooks.ts';

/** Dates an answer read rows of, both ends included (ISO dates compare as strings). */
export interface DateRange {
  from: string;
  to: string;
  /** Whose rows: one customer's, or every customer's when absent. */
  customerId?: string;
}

/** Each of the dates on its own: a weekly read's days. */
export function datesRead(dates: readonly string[]): DateRange[] {
  return dates.map((date) => ({ from: date, to: date }));
}

interface WeekChange {
  monday: string;
  sunday: string;
  /** The latest change to any row of the week. */
  stamp: number;
  /** The latest change to rows of every customer of the week at once. */
  everyoneAt: number;
  /** The latest change to each customer's rows of the week. */
  customers: Map<string, number>;
}

/** The change stamps of one database connection. */
export class DataChanges {
  #clock = 0;
  #everythingChangedAt = 0;
  // The weeks changed since the process started, each with its latest stamp.
  readonly #weeks = new Map<string, WeekChange>();
  readonly #totalChanges: Database.Statement<[], number>;
  readonly #dataVersion: Database.Statement<[], number>;
  #explainedChanges: number;
  #seenDataVersion: number;

  constructor(sqlite: Database.Database) {
    this.#totalChanges = sqlite.prepare<[], number>('SELECT total_changes()').pluck();
    this.#dataVersion = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
    this.#explainedChanges = this.#totalChanges.get() ?? 0;
    this.#seenDataVersion = this.#dataVersion.get() ?? 0;
  }

  /**
   * The stamp an answer computed now reflects. Rows changed by a write nobody explained count
   * as a change to everything first.
   */
  now(): number {
    const total = this.#totalChanges.get() ?? 0;
    const dataVersion = this.#dataVersion.get() ?? 0;
    if (total !== this.#explainedChanges || dataVersion !== this.#seenDataVersion) {
      this.#seenDataVersion = dataVersion;
      this.everythingChanged();
    }
    return this.#clock;
  }

  /** Something may have changed any row: every answer computed before now is stale. */
  everythingChanged(): void {
    this.#everythingChangedAt = ++this.#clock;
    // Whatever was unexplained so far happened before this stamp, so it is covered.
    this.#explainedChanges = this.#totalChanges.get() ?? 0;
  }

  /**
   * Runs a write that changed only rows dated in the week of `monday`: those of the customers it
   * reports, when it reports every row it wrote; anyone's otherwise.
   */
  changingWeek(monday: string, write: () => ProjectionWrites): void {
    const before = this.#totalChanges.get() ?? 0;
    let writes: ProjectionWrites | null = null;
    try {
      writes = write();
    } finally {
      const written = (this.#totalChanges.get() ?? 0) - before;
      this.#explainedChanges += written;
      const stamp = ++this.#clock;
      let week = this.#weeks.get(monday);
      if (!week) {
        week = { monday, sunday: addDays(monday, 6), stamp, everyoneAt: 0, customers: new Map() };
        this.#weeks.set(monday, week);
      }
      week.stamp = stamp;
      if (writes && writes.rows === written) {
        for (const customerId of writes.customers) week.customers.set(customerId, stamp);
      } else {
        week.everyoneAt = stamp;
      }
    }
  }

  /** Runs a write no cached answer reads (document storage). */
  changingNothingRead<T>(write: () => T): T {
    const before = this.#totalChanges.get() ?? 0;
    try {
      return write();
    } finally {
      this.#explainedChanges += (this.#totalChanges.get() ?? 0) - before;
    }
  }

  /** Whether rows in any of `ranges` may have changed after `stamp`. */
  changedSince(stamp: number, ranges: readonly DateRange[]): boolean {
    if (this.#everythingChangedAt > stamp) return true;
    for (const week of this.#weeks.values()) {
      if (week.stamp <= stamp) continue;
      for (const range of ranges) {
        if (week.monday > range.to || week.sunday < range.from) continue;
        if (range.customerId === undefined || week.everyoneAt > stamp) return true;
        if ((week.customers.get(range.customerId) ?? 0) > stamp) return true;
      }
    }
    return false;
  }
}

/**
 * The document hooks with every commit's projection accounted for: week and finance documents
 * project only rows of their own week, of the customers their statements report; any other
 * kind's commit (hooks or none) changes everything.
 */
export function trackDocumentChanges(hooks: HooksByKind, changes: DataChanges): HooksByKind {
  return Object.fromEntries(
    DOC_KINDS.map((kind) => {
      const own = hooks[kind];
      return [
        kind,
        {
          ...own,
          onChange(context) {
            const { ref } = context.doc;
            const project = () => own?.onChange?.(context);
            if (ref.kind === 'week' || ref.kind === 'finance') {
              changes.changingWeek(ref.monday, () => recordingWrites(context.db, project));
            } else {
              project();
              changes.everythingChanged();
            }
          },
        } satisfies HooksByKind[typeof kind],
      ];
    }),
  );
}

/** Document storage whose writes are known not to change any cached answer. */
export class TrackedDocStore extends DocStore {
  readonly #changes: DataChanges;

  constructor(db: Db, changes: DataChanges) {
    super(db);
    this.#changes = changes;
  }

  override append(...args: Parameters<DocStore['append']>): number {
    return this.#changes.changingNothingRead(() => super.append(...args));
  }

  override compact(...args: Parameters<DocStore['compact']>): void {
    this.#changes.changingNothingRead(() => super.compact(...args));
  }

  override delete(...args: Parameters<DocStore['delete']>): void {
    this.#changes.changingNothingRead(() => super.delete(...args));
  }
}
