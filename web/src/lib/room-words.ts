/**
 * @module
 * How the screens say a room's rule and its places, in words: colour alone never tells whether a
 * room is full (decision 039).
 */
import { weekdayName } from '@cubby/shared/dates';

/** '0–12 months': a room's ages, the upper one not included. */
export function ageRangeWords(minAgeMonths: number, maxAgeMonths: number): string {
  return `${minAgeMonths}–${maxAgeMonths} months`;
}

/** '1 staff : 4 children'. */
export function ratioWords(childrenPerStaff: number): string {
  return `1 staff : ${childrenPerStaff} ${childrenPerStaff === 1 ? 'child' : 'children'}`;
}

/** Whether a room has a spot on `date`, and how full it is, for an extra-day request. */
export function spotWords(
  room: { name: string; maxChildren: number },
  date: string,
  expected: number,
): string {
  const day = weekdayName(date);
  return expected < room.maxChildren
    ? `A spot is free in ${room.name} on ${day} (${expected} of ${room.maxChildren} expected)`
    : `${room.name} is full on ${day} (${expected} of ${room.maxChildren})`;
}
