/**
 * @module
 * Every way a day is written, as fast-check commands over the model and the real system: the
 * desk's check-in and check-out on a tablet (online or offline), the grid's tick and Edit
 * Attendance Details (the browser's own write functions), the kiosk and REST (the Hono app in
 * process), undo, an app from before decision 069 writing a day's old fields, the server's loop
 * closing forgotten stays, a tablet going offline and coming back, and the clock moving on. Each
 * runs on both and checks that they accepted or refused alike; each prints as one readable step.
 */
import { randomUUID } from 'node:crypto';
import { checkIn, checkOut, oneWeekDoc, undoCheckOut } from '@cubby/shared/attendance-commands';
import { timeOfDayFromMinutes } from '@cubby/shared/dates';
import { readDayRecord } from '@cubby/shared/day-record';
import { attendanceMap } from '@cubby/shared/docs';
import {
  saveAttendanceDetails,
  togglePresence,
} from '@cubby/web/src/features/attendance/attendance-writes.ts';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { DayModel, Side, TabletName } from './day-model.ts';
import { type Child, type DayWorld, ZONE } from './day-world.ts';

type Command = fc.AsyncCommand<DayModel, DayWorld>;

const LAST_MINUTE = 22 * 60;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hhmm = timeOfDayFromMinutes;

/** Where a desk action is made: a tablet's dashboard, or a REST client. */
type Desk = TabletName | 'rest';

function childOf(world: DayWorld, index: number): Child {
  return world.children[index] as Child;
}

function sideOf(model: DayModel, desk: Desk | 'kiosk'): Side {
  return desk === 'rest' || desk === 'kiosk' ? 'online' : model.sideOf(desk);
}

class Wait implements Command {
  readonly minutes: number;
  constructor(minutes: number) {
    this.minutes = minutes;
  }
  check(model: Readonly<DayModel>) {
    return model.minute + this.minutes <= LAST_MINUTE;
  }
  async run(model: DayModel, world: DayWorld) {
    model.wait(this.minutes);
    world.setClock(model.minute);
  }
  toString() {
    return `wait(${this.minutes}m)`;
  }
}

class NextMorning implements Command {
  readonly minute: number;
  constructor(minute: number) {
    this.minute = minute;
  }
  check(model: Readonly<DayModel>) {
    return model.day < 4 && model.online.A && model.online.B;
  }
  async run(model: DayModel, world: DayWorld) {
    model.nextDay(this.minute);
    world.setClock(this.minute, model.day);
    // Overnight the server's loop has run (every 5 minutes): yesterday's open stays are closed.
    await new ServerClosesForgottenStays().run(model, world);
  }
  toString() {
    return `nextMorning(${hhmm(this.minute)})`;
  }
}

class CheckIn implements Command {
  readonly desk: Desk | 'kiosk';
  readonly child: number;
  constructor(desk: Desk | 'kiosk', child: number) {
    this.desk = desk;
    this.child = child;
  }
  check(model: Readonly<DayModel>) {
    const id = model.children[this.child]?.id ?? '';
    const side = sideOf(model as DayModel, this.desk);
    return !model.hasForgotten(side, id) || model.mayChange(side, id);
  }
  async run(model: DayModel, world: DayWorld) {
    const child = childOf(world, this.child);
    model.checkIn(sideOf(model, this.desk), child.id);
    if (this.desk === 'rest' || this.desk === 'kiosk') {
      await world.server.checkIn(child, this.desk, world.clock());
    } else {
      const tablet = world.tablets[this.desk];
      const input = { customerId: child.id, visitId: randomUUID(), source: 'desk' as const };
      checkIn(oneWeekDoc(tablet.doc), world.clock(), input);
    }
    world.sync();
  }
  toString() {
    return `checkIn(${this.desk}, child${this.child})`;
  }
}

class CheckOut implements Command {
  readonly desk: Desk | 'kiosk';
  readonly child: number;
  constructor(desk: Desk | 'kiosk', child: number) {
    this.desk = desk;
    this.child = child;
  }
  check(model: Readonly<DayModel>) {
    const id = model.children[this.child]?.id ?? '';
    return model.mayChange(sideOf(model as DayModel, this.desk), id);
  }
  async run(model: DayModel, world: DayWorld) {
    const child = childOf(world, this.child);
    model.checkOut(sideOf(model, this.desk), child.id);
    if (this.desk === 'rest' || this.desk === 'kiosk') {
      await world.server.checkOut(child, this.desk, world.clock());
    } else {
      checkOut(oneWeekDoc(world.tablets[this.desk].doc), world.clock(), { customerId: child.id });
    }
    world.sync();
  }
  toString() {
    return `checkOut(${this.desk}, child${this.child})`;
  }
}

class UndoCheckOut implements Command {
  readonly desk: Desk;
  readonly child: number;
  constructor(desk: Desk, child: number) {
    this.desk = desk;
    this.child = child;
  }
  check(model: Readonly<DayModel>) {
    const id = model.children[this.child]?.id ?? '';
    return sideOf(model as DayModel, this.desk) === 'online' && model.mayChange('online', id);
  }
  async run(model: DayModel, world: DayWorld) {
    const child = childOf(world, this.child);
    const expected = model.undoCheckOut('online', child.id);
    let undone: boolean;
    if (this.desk === 'rest') {
      undone = await world.server.undo(child, world.clock());
    } else {
      const weeks = oneWeekDoc(world.tablets[this.desk].doc);
      undone = undoCheckOut(weeks, world.clock(), { customerId: child.id }) !== null;
    }
    expect(undone, 'the undo was done as the model says').toBe(expected);
    world.sync();
  }
  toString() {
    return `undoCheckOut(${this.desk}, child${this.child})`;
  }
}

class Tick implements Command {
  readonly desk: Desk;
  readonly child: number;
  readonly daysAgo: number;
  readonly present: boolean;
  /** Today's tick: how long ago the child arrived. */
  readonly arrivedAgo: number;
  constructor(desk: Desk, child: number, daysAgo: number, present: boolean, arrivedAgo: number) {
    this.desk = desk;
    this.child = child;
    this.daysAgo = daysAgo;
    this.present = present;
    this.arrivedAgo = arrivedAgo;
  }
  check(model: Readonly<DayModel>) {
    const id = model.children[this.child]?.id ?? '';
    const online = sideOf(model as DayModel, this.desk) === 'online';
    return online && this.daysAgo <= model.day && model.mayChange('online', id);
  }
  async run(model: DayModel, world: DayWorld) {
    const child = childOf(world, this.child);
    const day = model.day - this.daysAgo;
    const date = world.dateOf(day);
    const arrival = Math.max(0, model.minute - this.arrivedAgo);
    const arrivalTime = this.daysAgo === 0 && this.present ? hhmm(arrival) : undefined;
    const expected = model.toggle('online', child.id, day, this.present, arrival);
    let done: boolean;
    if (this.desk === 'rest') {
      done = await world.server.toggle(child, date, this.present, arrivalTime, world.clock());
    } else {
      const grid = { doc: world.tablets[this.desk].doc, hours: [], clock: world.clock() };
      done = togglePresence(grid, child.id, date, this.present, arrivalTime);
    }
    expect(done, 'the tick was taken as the model says').toBe(expected);
    world.sync();
  }
  toString() {
    const what = this.present ? 'tick' : 'untick';
    return `${what}(${this.desk}, child${this.child}, ${this.daysAgo} days ago${this.present && this.daysAgo === 0 ? `, arrived ${this.arrivedAgo}m ago` : ''})`;
  }
}

class EditTimes implements Command {
  readonly desk: Desk;
  readonly child: number;
  readonly daysAgo: number;
  readonly arrival: number;
  readonly departure: number | null;
  /** The visit the dialog names (by its place in the day); null: the day's first and last. */
  readonly visit: number | null;
  constructor(
    desk: Desk,
    child: number,
    daysAgo: number,
    arrival: number,
    departure: number | null,
    visit: number | null,
  ) {
    this.desk = desk;
    this.child = child;
    this.daysAgo = daysAgo;
    this.arrival = arrival;
    this.departure = departure;
    this.visit = visit;
  }
  check(model: Readonly<DayModel>) {
    const id = model.children[this.child]?.id ?? '';
    const online = sideOf(model as DayModel, this.desk) === 'online';
    if (!online || this.daysAgo > model.day || !model.mayChange('online', id)) return false;
    // REST sends both times, names no visit, and corrects a day that has a row (else 404).
    if (this.desk === 'rest') {
      const present = (model as DayModel).expected(id, model.day - this.daysAgo).present;
      if (this.departure === null || this.visit !== null || !present) return false;
    }
    const stays = (model as DayModel).stayCount('online', id, model.day - this.daysAgo);
    return this.visit === null || this.visit < stays;
  }
  async run(model: DayModel, world: DayWorld) {
    const child = childOf(world, this.child);
    const day = model.day - this.daysAgo;
    const date = world.dateOf(day);
    const expected = model.editTimes(
      'online',
      child.id,
      day,
      this.arrival,
      this.departure,
      this.visit,
    );
    const arrivalTime = hhmm(this.arrival);
    const departureTime = this.departure === null ? '' : hhmm(this.departure);
    const pickupReason = 'Traffic on the bridge';
    let done: boolean;
    if (this.desk === 'rest') {
      const times = { arrivalTime, departureTime, pickupReason };
      done = await world.server.edit(child, date, times, world.clock());
    } else {
      const doc = world.tablets[this.desk].doc;
      const context = { today: world.today, timeZone: ZONE, hours: [] };
      const record = readDayRecord(doc, child.id, date, { ...context, hourlyRateCents: 0 });
      const visitId = this.visit === null ? undefined : record.visits[this.visit]?.id;
      const grid = { doc, hours: [], clock: world.clock() };
      const details = { arrivalTime, departureTime, pickupReason };
      done = saveAttendanceDetails(grid, child.id, date, details, visitId);
    }
    expect(done, 'the edit was taken as the model says').toBe(expected);
    world.sync();
  }
  toString() {
    const times = `${hhmm(this.arrival)}-${this.departure === null ? 'still here' : hhmm(this.departure)}`;
    const which = this.visit === null ? 'the day' : `visit ${this.visit + 1}`;
    return `editTimes(${this.desk}, child${this.child}, ${this.daysAgo} days ago, ${which}: ${times})`;
  }
}

class OldAppWritesDay implements Command {
  readonly child: number;
  readonly daysAgo: number;
  readonly present: boolean;
  readonly arrival: number;
  readonly departure: number | null;
  constructor(
    child: number,
    daysAgo: number,
    present: boolean,
    arrival: number,
    departure: number | null,
  ) {
    this.child = child;
    this.daysAgo = daysAgo;
    this.present = present;
    this.arrival = arrival;
    this.departure = departure;
  }
  check(model: Readonly<DayModel>) {
    const id = model.children[this.child]?.id ?? '';
    return model.online.A && this.daysAgo <= model.day && model.mayChange('online', id);
  }
  async run(model: DayModel, world: DayWorld) {
    const child = childOf(world, this.child);
    const day = model.day - this.daysAgo;
    model.legacyDay(child.id, day, this.present, this.arrival, this.departure);
    // An app cached before decision 069 writes the day's fields one by one, on tablet A.
    const doc = world.tablets.A.doc;
    const key = (field: string) => `${child.id}|${world.dateOf(day)}|${field}`;
    doc.transact(() => {
      const fields = attendanceMap(doc);
      fields.set(key('isPresent'), this.present);
      fields.set(key('arrivalTime'), hhmm(this.arrival));
      if (this.departure !== null) fields.set(key('departureTime'), hhmm(this.departure));
      fields.set(key('isLatePickup'), false);
    });
    world.sync();
  }
  toString() {
    const times = `${hhmm(this.arrival)}-${this.departure === null ? '' : hhmm(this.departure)}`;
    return `oldAppWritesDay(child${this.child}, ${this.daysAgo} days ago, ${this.present ? 'present' : 'absent'} ${times})`;
  }
}

class ServerClosesForgottenStays implements Command {
  check(model: Readonly<DayModel>) {
    return model.children.every(({ id }) => model.mayChange('online', id));
  }
  async run(model: DayModel, world: DayWorld) {
    model.closeForgottenStays();
    world.server.closeForgotten(world.monday, world.clock());
    world.sync();
  }
  toString() {
    return 'serverClosesForgottenStays()';
  }
}

class GoOffline implements Command {
  readonly tablet: TabletName;
  constructor(tablet: TabletName) {
    this.tablet = tablet;
  }
  check(model: Readonly<DayModel>) {
    return model.online[this.tablet];
  }
  async run(model: DayModel, world: DayWorld) {
    model.goOffline(this.tablet);
    world.tablets[this.tablet].online = false;
  }
  toString() {
    return `goOffline(${this.tablet})`;
  }
}

class Reconnect implements Command {
  readonly tablet: TabletName;
  constructor(tablet: TabletName) {
    this.tablet = tablet;
  }
  check(model: Readonly<DayModel>) {
    return !model.online[this.tablet];
  }
  async run(model: DayModel, world: DayWorld) {
    model.reconnect(this.tablet);
    world.tablets[this.tablet].online = true;
    world.sync();
  }
  toString() {
    return `reconnect(${this.tablet})`;
  }
}

/** Brings every tablet back online and in step: after it, every view should agree. */
export async function reconnectAll(model: DayModel, world: DayWorld): Promise<void> {
  for (const tablet of ['A', 'B'] as const) {
    if (!model.online[tablet]) await new Reconnect(tablet).run(model, world);
  }
  world.sync();
}

const child = fc.integer({ min: 0, max: 2 });
const tablet = fc.constantFrom<TabletName>('A', 'B');
const desk = fc.constantFrom<Desk>('A', 'B', 'rest');
const daysAgo = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 }));
// Times around the spec's day, so early, late and on time all come up.
const minute = fc.integer({ min: 7 * 60, max: 19 * 60 });

/** Every command, weighted towards the desk's everyday ones. */
export const dayCommands = [
  fc.integer({ min: 1, max: 240 }).map((minutes) => new Wait(minutes)),
  fc.integer({ min: 6 * 60, max: 10 * 60 }).map((start) => new NextMorning(start)),
  fc
    .tuple(fc.constantFrom<Desk | 'kiosk'>('A', 'B', 'rest', 'kiosk'), child)
    .map(([d, c]) => new CheckIn(d, c)),
  fc
    .tuple(fc.constantFrom<Desk | 'kiosk'>('A', 'B', 'rest', 'kiosk'), child)
    .map(([d, c]) => new CheckOut(d, c)),
  fc.tuple(desk, child).map(([d, c]) => new UndoCheckOut(d, c)),
  fc
    .tuple(desk, child, daysAgo, fc.boolean(), fc.integer({ min: 0, max: 90 }))
    .map(([d, c, ago, present, arrived]) => new Tick(d, c, ago, present, arrived)),
  fc
    .tuple(
      desk,
      child,
      daysAgo,
      minute,
      fc.option(fc.integer({ min: 1, max: 600 }), { freq: 4 }),
      fc.option(fc.integer({ min: 0, max: 2 }), { freq: 2 }),
    )
    .map(
      ([d, c, ago, arrival, length, visit]) =>
        new EditTimes(
          d,
          c,
          ago,
          arrival,
          length === null ? null : Math.min(arrival + length, 23 * 60 + 59),
          visit,
        ),
    ),
  fc
    .tuple(child, daysAgo, fc.boolean(), minute, fc.option(fc.integer({ min: 1, max: 600 })))
    .map(
      ([c, ago, present, arrival, length]) =>
        new OldAppWritesDay(
          c,
          ago,
          present,
          arrival,
          length === null ? null : Math.min(arrival + length, 23 * 60 + 59),
        ),
    ),
  fc.constant(new ServerClosesForgottenStays()),
  tablet.map((name) => new GoOffline(name)),
  tablet.map((name) => new Reconnect(name)),
];

/** The weekday of a run's day, for messages. */
export function weekdayOf(day: number): string {
  return WEEKDAYS[day] ?? `day ${day}`;
}
