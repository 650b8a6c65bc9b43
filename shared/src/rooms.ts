/**
 * @module
 * Rooms and the staff-to-child ratio: the one rule that says how many staff a room needs for the
 * children in it, and which room a child's age suggests. Licensing rules differ by state and
 * country, so no number here is law: the owner sets each room's rule, and `SUGGESTED_ROOMS` are
 * only the starting point the rooms screen offers (decision 039).
 */
import { z } from 'zod';
import type { IsoDate } from './dates.ts';

/** Most months an age range reaches (18 years): past it a number is a typing mistake. */
export const MAX_AGE_MONTHS = 216;

/** Most children one room may hold, and one staff member may look after. */
export const MAX_ROOM_CHILDREN = 200;

/** Longest room name. */
export const MAX_ROOM_NAME_LENGTH = 60;

/** What makes a room: its name, the ages it takes and its rule. */
export const roomRuleSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Give the room a name' })
    .max(MAX_ROOM_NAME_LENGTH, {
      error: `A room name is at most ${MAX_ROOM_NAME_LENGTH} characters`,
    }),
  /** The youngest age the room takes, in whole months. */
  minAgeMonths: z
    .int({ error: 'minAgeMonths must be a whole number of months' })
    .min(0, { error: 'minAgeMonths must be 0 or more' })
    .max(MAX_AGE_MONTHS, { error: `minAgeMonths must be at most ${MAX_AGE_MONTHS}` }),
  /** The age the room stops taking, in whole months (a child of exactly this age is too old). */
  maxAgeMonths: z
    .int({ error: 'maxAgeMonths must be a whole number of months' })
    .min(1, { error: 'maxAgeMonths must be 1 or more' })
    .max(MAX_AGE_MONTHS, { error: `maxAgeMonths must be at most ${MAX_AGE_MONTHS}` }),
  /** How many children one staff member may look after in this room. */
  childrenPerStaff: z
    .int({ error: 'childrenPerStaff must be a whole number' })
    .min(1, { error: 'childrenPerStaff must be at least 1' })
    .max(MAX_ROOM_CHILDREN, { error: `childrenPerStaff must be at most ${MAX_ROOM_CHILDREN}` }),
  /** How many children the room may hold at once, whatever the staff. */
  maxChildren: z
    .int({ error: 'maxChildren must be a whole number' })
    .min(1, { error: 'maxChildren must be at least 1' })
    .max(MAX_ROOM_CHILDREN, { error: `maxChildren must be at most ${MAX_ROOM_CHILDREN}` }),
});

/** A room's name, ages and rule. */
export type RoomRule = z.infer<typeof roomRuleSchema>;

/** A stored room. */
export interface Room extends RoomRule {
  id: string;
}

/** Why a room's ages do not make a range, or null when they do. */
export function ageRangeProblem(
  rule: Pick<RoomRule, 'minAgeMonths' | 'maxAgeMonths'>,
): string | null {
  return rule.maxAgeMonths > rule.minAgeMonths
    ? null
    : 'The oldest age must be more than the youngest';
}

/**
 * Where a new centre starts, common in many places and the law in none: the owner edits them to
 * the rules of their state or country.
 */
export const SUGGESTED_ROOMS: readonly RoomRule[] = [
  { name: 'Infants', minAgeMonths: 0, maxAgeMonths: 12, childrenPerStaff: 4, maxChildren: 8 },
  { name: 'Toddlers', minAgeMonths: 12, maxAgeMonths: 36, childrenPerStaff: 6, maxChildren: 12 },
  { name: 'Preschool', minAgeMonths: 36, maxAgeMonths: 72, childrenPerStaff: 10, maxChildren: 20 },
];

/** A child's age in whole months on `today` (a month counts once its day of the month comes). */
export function ageInMonths(birthDate: IsoDate, today: IsoDate): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return Math.max(0, months);
}

/**
 * The room a child's age suggests on `today`: the first room (in the order given) whose range
 * holds the age; null without a birth date or a room that fits.
 */
export function suggestRoom<R extends Room>(
  rooms: readonly R[],
  birthDate: IsoDate | null,
  today: IsoDate,
): R | null {
  if (!birthDate) return null;
  const age = ageInMonths(birthDate, today);
  return rooms.find((room) => age >= room.minAgeMonths && age < room.maxAgeMonths) ?? null;
}

/** How many staff a room needs for `children` under its rule: none for an empty room. */
export function staffNeeded(children: number, childrenPerStaff: number): number {
  return children <= 0 ? 0 : Math.ceil(children / childrenPerStaff);
}

/** A room's ratio at one moment: `/api/ratios/now` answers one per room. */
export interface RoomRatio {
  roomId: string;
  children: number;
  staff: number;
  staffNeeded: number;
  /** Enough staff for the children present. */
  inRatio: boolean;
  /** More children than the room may hold, whatever the staff. */
  overCapacity: boolean;
}

/** A room's ratio for the children and staff present in it. */
export function roomRatio(
  room: Pick<Room, 'id' | 'childrenPerStaff' | 'maxChildren'>,
  present: { children: number; staff: number },
): RoomRatio {
  const needed = staffNeeded(present.children, room.childrenPerStaff);
  return {
    roomId: room.id,
    children: present.children,
    staff: present.staff,
    staffNeeded: needed,
    inRatio: present.staff >= needed,
    overCapacity: present.children > room.maxChildren,
  };
}

/**
 * Every room's ratio, from the rooms each present child and each staff member on the floor is
 * in. Children and staff in no room (or a room that is gone) are counted in no ratio.
 */
export function roomRatios(
  rooms: readonly Pick<Room, 'id' | 'childrenPerStaff' | 'maxChildren'>[],
  presentChildRooms: Iterable<string | null>,
  staffRooms: Iterable<string | null>,
): RoomRatio[] {
  const children = countBy(presentChildRooms);
  const staff = countBy(staffRooms);
  return rooms.map((room) =>
    roomRatio(room, { children: children.get(room.id) ?? 0, staff: staff.get(room.id) ?? 0 }),
  );
}

function countBy(roomIds: Iterable<string | null>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of roomIds) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
