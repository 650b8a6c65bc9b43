/**
 * @module
 * The demo's rooms and time clock (decision 039): the suggested rooms, the children's ages spread
 * so that each room has children, each child in the room its age suggests, last week's shifts
 * with lunch breaks for everyone on staff, and this morning each of them clocked in to a room.
 * Infants stays in ratio (no day brings more than three of its four infants, with one person in
 * it): clocking that person out, or tightening the rule to 1:2, turns it red.
 */
import { randomUUID } from 'node:crypto';
import { addDays, addWeeks, mondayOf, type TimeOfDay, weekDates } from '@cubby/shared/dates';
import { facilityToday, instantAt } from '@cubby/shared/facility-clock';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { accounts, customers, rooms, timeClockEntries } from '../../db/schema.ts';
import { refreshStaffing } from '../../sync/hooks/staffing-source.ts';
import { SYSTEM_SOURCE } from '../audit.ts';
import { updateChild } from '../families.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { assignSuggestedRooms } from './child-rooms.ts';
import { createSuggestedRooms } from './rooms.ts';

/**
 * Ages in months of the demo children the roster gives no birth date: four infants, five
 * toddlers and two more for preschool, away from the rooms' edges so a month passing moves none.
 */
const AGES_IN_MONTHS: Readonly<Record<string, number>> = {
  'Liam O’Connor': 8,
  'Amara Nwosu': 5,
  'Mia Johansson': 9,
  'Ada Okafor': 6,
  'Ethan Kowalski': 20,
  'Lucas Dubois': 28,
  'Sofia Rossi': 16,
  'Aiden Park': 31,
  'Chloé Lefèvre': 24,
  'Noah Okafor': 54,
  'Mateo Silva': 50,
};

/** A day's shift: on the floor, a half-hour lunch, on the floor again. */
const SHIFT: ReadonlyArray<{ kind: 'work' | 'break'; from: TimeOfDay; to: TimeOfDay }> = [
  { kind: 'work', from: '07:45', to: '12:00' },
  { kind: 'break', from: '12:00', to: '12:30' },
  { kind: 'work', from: '12:30', to: '16:15' },
];

/** Sets up the demo's rooms, the children in them and the staff's time clock. */
export function seedDemoRooms(deps: ServiceDeps): void {
  const today = facilityToday(deps.clock);
  const byName = new Map(
    deps.db
      .select({ id: customers.id, name: customers.name, birthDate: customers.birthDate })
      .from(customers)
      .all()
      .map((child) => [child.name, child]),
  );
  for (const [name, months] of Object.entries(AGES_IN_MONTHS)) {
    const child = byName.get(name);
    if (!child || child.birthDate) continue;
    // About ten days past the month, so the age is the whole number of months given.
    const birthDate = addDays(today, -Math.round(months * 30.44) - 10);
    updateChild(deps, child.id, { birthDate }, SYSTEM_SOURCE);
  }
  createSuggestedRooms(deps, SYSTEM_SOURCE);
  assignSuggestedRooms(deps, SYSTEM_SOURCE);
  seedTimeClock(deps, today);
}

// Everyone on staff (the owner too, as at a small centre) worked last week and is in a room now:
// the staff account in Infants, the demo's staff member in Toddlers, the owner in Preschool.
function seedTimeClock(deps: ServiceDeps, today: string): void {
  const { timeZone } = deps.clock;
  const people = deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.active, true))
    .orderBy(desc(accounts.role), asc(accounts.createdAt))
    .all();
  const inUse = deps.db
    .select({ id: rooms.id })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.position))
    .all();
  const lastMonday = addWeeks(mondayOf(today), -1);
  const now = deps.clock.now();
  for (const [index, person] of people.entries()) {
    const roomId = inUse[index % inUse.length]?.id ?? null;
    const entry = (kind: 'work' | 'break', startAt: Date, endAt: Date | null) => ({
      id: randomUUID(),
      accountId: person.id,
      kind,
      roomId: kind === 'work' ? roomId : null,
      startAt,
      endAt,
      source: 'app' as const,
    });
    for (const date of weekDates(lastMonday)) {
      for (const part of SHIFT) {
        const row = entry(
          part.kind,
          instantAt(date, part.from, timeZone),
          instantAt(date, part.to, timeZone),
        );
        deps.db.insert(timeClockEntries).values(row).run();
      }
    }
    // This morning's start, or now when the demo starts before it.
    const start = instantAt(today, '07:45', timeZone);
    const running = entry('work', new Date(Math.min(start.getTime(), now.getTime())), null);
    const open = deps.db
      .select({ id: timeClockEntries.id })
      .from(timeClockEntries)
      .where(and(eq(timeClockEntries.accountId, person.id), isNull(timeClockEntries.endAt)))
      .get();
    if (!open) deps.db.insert(timeClockEntries).values(running).run();
  }
  refreshStaffing(deps.db, (ref, write, origin) => deps.registry.writeNow(ref, write, origin));
}
