/**
 * @module
 * A reference model of the day record's rules (DESIGN section 8, decisions 003, 018 and 069),
 * written apart from the product's code with its own arithmetic: times are minutes after
 * midnight, a week is five day numbers, money is cents. It keeps what each device holds (the
 * server's copy and two tablets), merges them as sync does, and says what every view of a day
 * should show. When every view agrees with each other but not with this, the views share a bug.
 */

/** Where a write happens: a tablet while offline, or the synced group (server and online tablets). */
export type Side = 'A' | 'B' | 'online';

/** A tablet of the test. */
export type TabletName = 'A' | 'B';

/** One stored visit, in minutes. */
interface ModelVisit {
  id: string;
  child: string;
  day: number;
  inMin: number;
  outMin: number | null;
  deleted: boolean;
  /** Which write was last: the merge keeps the latest version of each visit. */
  rev: number;
}

interface ModelMark {
  on: boolean;
  rev: number;
}

/** What a device holds of the week: visits by id and the present-without-times marks. */
class Replica {
  visits = new Map<string, ModelVisit>();
  marks = new Map<string, ModelMark>();

  copy(): Replica {
    const next = new Replica();
    for (const [id, visit] of this.visits) next.visits.set(id, { ...visit });
    for (const [key, mark] of this.marks) next.marks.set(key, { ...mark });
    return next;
  }

  /** Takes the other's later version of each visit and mark. */
  mergeFrom(other: Replica): void {
    for (const [id, visit] of other.visits) {
      const mine = this.visits.get(id);
      if (!mine || mine.rev < visit.rev) this.visits.set(id, { ...visit });
    }
    for (const [key, mark] of other.marks) {
      const mine = this.marks.get(key);
      if (!mine || mine.rev < mark.rev) this.marks.set(key, { ...mark });
    }
  }
}

/** A stay: visits that overlap are one (decision 003); times in minutes. */
interface ModelStay {
  inMin: number;
  outMin: number | null;
  sources: ModelVisit[];
}

/** A stay as the views show it. */
export interface ExpectedStay {
  arrival: number;
  departure: number | null;
  /** Left open on an earlier day and not closed yet: counted closed at the standard day's end. */
  forgotten: boolean;
}

/** What a view of a child's day should say. */
export interface ExpectedDay {
  present: boolean;
  /** Each stay in minutes; departure null while the child is in. */
  stays: ExpectedStay[];
  withoutTimes: boolean;
  inProgress: boolean;
  early: boolean;
  late: boolean;
  /** Cents; null while in progress. */
  charge: number | null;
}

/** The standard day's end on the spec's hours: 16:00. */
const STANDARD_END = 16 * 60;
/** The standard day's length on the spec's hours: 10:00 to 16:00. */
const STANDARD_MINUTES = 6 * 60;
/** A check-out may be undone for this long. */
const UNDO_MINUTES = 10;

/** The model of a run: the clock, each device's copy, who is online, what each side wrote. */
export class DayModel {
  /** Day of the week (0: Monday) and minute of that day. */
  day = 0;
  minute: number;
  readonly online: Record<TabletName, boolean> = { A: true, B: true };
  #group = new Replica();
  #offline: Partial<Record<TabletName, Replica>> = {};
  #rev = 0;
  #ids = 0;
  /** Per child, the sides that changed its stored visits while a tablet was offline. */
  #touched = new Map<string, Set<Side>>();

  readonly children: readonly { id: string; rateCents: number }[];

  constructor(children: readonly { id: string; rateCents: number }[], startMinute: number) {
    this.children = children;
    this.minute = startMinute;
  }

  /** The side a tablet writes on now. */
  sideOf(tablet: TabletName | 'server'): Side {
    return tablet === 'server' || this.online[tablet] ? 'online' : tablet;
  }

  /**
   * Whether `side` may change what is stored of `child` without two devices writing one visit
   * while apart: Yjs would then keep one of the two by client id, which no rule of ours decides.
   */
  mayChange(side: Side, child: string): boolean {
    const touched = this.#touched.get(child);
    return !touched || [...touched].every((each) => each === side);
  }

  goOffline(tablet: TabletName): void {
    this.online[tablet] = false;
    this.#offline[tablet] = this.#group.copy();
  }

  reconnect(tablet: TabletName): void {
    const own = this.#offline[tablet];
    if (own) this.#group.mergeFrom(own);
    delete this.#offline[tablet];
    this.online[tablet] = true;
    for (const sides of this.#touched.values()) {
      if (sides.delete(tablet)) sides.add('online');
    }
    if (this.online.A && this.online.B) this.#touched.clear();
  }

  /** Advances the clock by whole minutes. */
  wait(minutes: number): void {
    this.minute += minutes;
  }

  /** The next morning at `minute`. */
  nextDay(minute: number): void {
    this.day += 1;
    this.minute = minute;
  }

  checkIn(side: Side, child: string): void {
    const replica = this.#replica(side);
    this.#closeForgotten(side, replica, child);
    if (this.#openStayToday(replica, child)) return;
    this.#put(side, replica, { child, day: this.day, inMin: this.minute, outMin: null });
  }

  checkOut(side: Side, child: string): void {
    const replica = this.#replica(side);
    this.#closeForgotten(side, replica, child);
    const open = this.#openStayToday(replica, child);
    if (open) this.#close(side, open, Math.max(open.inMin, this.minute));
  }

  /** Whether an undo now finds a check-out of the last 10 minutes (what the model then does). */
  undoCheckOut(side: Side, child: string): boolean {
    const last = stays(this.#replica(side), child, this.day).at(-1);
    if (!last || last.outMin === null) return false;
    const since = this.minute - last.outMin;
    if (since < 0 || since > UNDO_MINUTES) return false;
    for (const visit of last.sources) this.#write(side, visit, { outMin: null });
    return true;
  }

  /** A tick (with today's arrival) or untick on the grid; false when the tick is refused. */
  toggle(side: Side, child: string, day: number, present: boolean, arrival: number): boolean {
    const replica = this.#replica(side);
    const ofDay = visitsOf(replica, child, day);
    const key = `${child}|${day}`;
    if (!present) {
      for (const visit of ofDay) this.#write(side, visit, { deleted: true });
      if (replica.marks.get(key)?.on) this.#mark(side, replica, key, false);
      return true;
    }
    if (ofDay.length > 0 || replica.marks.get(key)?.on) return true;
    if (day !== this.day) {
      this.#mark(side, replica, key, true);
      return true;
    }
    if (arrival > this.minute) return false;
    this.#put(side, replica, { child, day, inMin: arrival, outMin: null });
    return true;
  }

  /**
   * Edit Attendance Details: the stay at `index` (or the day's first arrival and last departure)
   * gets these times; false when the edit is refused (nothing changes).
   */
  editTimes(
    side: Side,
    child: string,
    day: number,
    arrival: number,
    departure: number | null,
    index: number | null,
  ): boolean {
    const replica = this.#replica(side);
    const all = stays(replica, child, day);
    // A visit named that the day lacks is refused (the runner names only visits the day has).
    if (index !== null && !all[index]) return false;
    const first = index === null ? all[0] : all[index];
    const last = index === null ? all.at(-1) : all[index];
    const editsLast = all.length === 0 || last === all.at(-1);
    if (departure === null && !(editsLast && day === this.day)) return false;
    if (departure !== null && departure <= arrival) return false;
    if (first && last) {
      const from = all.indexOf(first);
      const to = all.indexOf(last);
      const before = all[from - 1];
      const after = all[to + 1];
      if (before && before.outMin !== null && arrival <= before.outMin) return false;
      if (after && (departure === null || departure >= after.inMin)) return false;
      if (from !== to) {
        if (first.outMin !== null && arrival >= first.outMin) return false;
        if (departure !== null && departure <= last.inMin) return false;
      }
      for (const visit of first.sources) this.#write(side, visit, { inMin: arrival });
      for (const visit of last.sources) this.#write(side, visit, { outMin: departure });
      return true;
    }
    this.#put(side, replica, { child, day, inMin: arrival, outMin: departure });
    const key = `${child}|${day}`;
    if (replica.marks.get(key)?.on) this.#mark(side, replica, key, false);
    return true;
  }

  /**
   * What an app from before decision 069 wrote into a day's fields, as the server folds it: a
   * tick with times becomes or corrects the day's visits, an untick removes them.
   */
  legacyDay(
    child: string,
    day: number,
    present: boolean,
    arrival: number,
    departure: number | null,
  ) {
    if (!present) {
      this.toggle('online', child, day, false, arrival);
      return;
    }
    const replica = this.#group;
    const all = stays(replica, child, day);
    const key = `${child}|${day}`;
    if (all.length === 0) {
      const out = departure === null ? null : Math.max(arrival, departure);
      this.#put('online', replica, { child, day, inMin: arrival, outMin: out });
    } else {
      const first = all[0] as ModelStay;
      const last = all.at(-1) as ModelStay;
      if (first.inMin !== arrival) {
        for (const visit of first.sources) this.#write('online', visit, { inMin: arrival });
      }
      if (departure !== null && last.outMin !== departure) {
        const from = first === last ? arrival : last.inMin;
        for (const visit of last.sources) {
          this.#write('online', visit, { outMin: Math.max(from, departure) });
        }
      }
    }
    if (replica.marks.get(key)?.on) this.#mark('online', replica, key, false);
  }

  /** The server's loop: stays left open on an earlier day are closed at their closing time. */
  closeForgottenStays(): void {
    for (const { id } of this.children) this.#closeForgotten('online', this.#group, id);
  }

  /** What every view of `child`'s `day` should say once every device has synced. */
  expected(child: string, day: number): ExpectedDay {
    const rate = this.children.find((each) => each.id === child)?.rateCents ?? 0;
    const mark = this.#group.marks.get(`${child}|${day}`)?.on ?? false;
    const shown = stays(this.#group, child, day).map(({ inMin, outMin }): ExpectedStay => {
      // A stay left open on an earlier day counts closed at the standard day's end (decision 018).
      if (outMin === null && day < this.day) {
        return { arrival: inMin, departure: Math.max(inMin, STANDARD_END), forgotten: true };
      }
      return { arrival: inMin, departure: outMin, forgotten: false };
    });
    const inProgress = shown.some((stay) => stay.departure === null);
    const withoutTimes = shown.length === 0 && mark;
    const present = shown.length > 0 || mark;
    const departure = inProgress ? null : (shown.at(-1)?.departure ?? null);
    let minutes = 0;
    for (const stay of shown)
      minutes += Math.max(0, (stay.departure ?? stay.arrival) - stay.arrival);
    if (withoutTimes) minutes = STANDARD_MINUTES;
    let charge: number | null = 0;
    if (present) charge = inProgress ? null : Math.round((rate * minutes) / 60);
    return {
      present,
      stays: shown,
      withoutTimes,
      inProgress,
      early: departure !== null && departure < STANDARD_END,
      late: departure !== null && departure > STANDARD_END,
      charge,
    };
  }

  /** The stays a device holds of a child's day (for naming one in an edit). */
  stayCount(side: Side, child: string, day: number): number {
    return stays(this.#replica(side), child, day).length;
  }

  /** Whether a check-in or out on `side` would first close a stay forgotten on an earlier day. */
  hasForgotten(side: Side, child: string): boolean {
    for (let day = 0; day < this.day; day++) {
      if (stays(this.#replica(side), child, day).some((stay) => stay.outMin === null)) return true;
    }
    return false;
  }

  #replica(side: Side): Replica {
    return side === 'online' ? this.#group : (this.#offline[side] as Replica);
  }

  #closeForgotten(side: Side, replica: Replica, child: string): void {
    for (let day = 0; day < this.day; day++) {
      for (const stay of stays(replica, child, day)) {
        if (stay.outMin !== null) continue;
        this.#close(side, stay, Math.max(stay.inMin, STANDARD_END));
      }
    }
  }

  #openStayToday(replica: Replica, child: string): ModelStay | null {
    return stays(replica, child, this.day).find((stay) => stay.outMin === null) ?? null;
  }

  #close(side: Side, stay: ModelStay, at: number): void {
    for (const visit of stay.sources) {
      if (visit.outMin === null) this.#write(side, visit, { outMin: at });
    }
  }

  #put(_side: Side, replica: Replica, visit: Omit<ModelVisit, 'id' | 'rev' | 'deleted'>): void {
    this.#ids += 1;
    const id = `m${String(this.#ids).padStart(4, '0')}`;
    replica.visits.set(id, { ...visit, id, deleted: false, rev: ++this.#rev });
  }

  #write(side: Side, visit: ModelVisit, change: Partial<ModelVisit>): void {
    Object.assign(visit, change, { rev: ++this.#rev });
    if (!this.online.A || !this.online.B) {
      const sides = this.#touched.get(visit.child) ?? new Set<Side>();
      sides.add(side);
      this.#touched.set(visit.child, sides);
    }
  }

  #mark(side: Side, replica: Replica, key: string, on: boolean): void {
    replica.marks.set(key, { on, rev: ++this.#rev });
    const child = key.split('|')[0] as string;
    if (!this.online.A || !this.online.B) {
      const sides = this.#touched.get(child) ?? new Set<Side>();
      sides.add(side);
      this.#touched.set(child, sides);
    }
  }
}

function visitsOf(replica: Replica, child: string, day: number): ModelVisit[] {
  return [...replica.visits.values()].filter(
    (visit) => !visit.deleted && visit.child === child && visit.day === day,
  );
}

// Two devices' records of one stay are one (decision 003): in order of arrival, a visit that
// begins before the stay so far has ended (or while it is open) joins it, and the stay ends at
// the earliest check-out any of its visits has.
function stays(replica: Replica, child: string, day: number): ModelStay[] {
  const sorted = visitsOf(replica, child, day).sort(
    (a, b) => a.inMin - b.inMin || (a.id < b.id ? -1 : 1),
  );
  const result: ModelStay[] = [];
  for (const visit of sorted) {
    const current = result.at(-1);
    if (current && (current.outMin === null || visit.inMin <= current.outMin)) {
      current.sources.push(visit);
      if (visit.outMin !== null) {
        current.outMin =
          current.outMin === null ? visit.outMin : Math.min(current.outMin, visit.outMin);
      }
      continue;
    }
    result.push({ inMin: visit.inMin, outMin: visit.outMin, sources: [visit] });
  }
  return result;
}
