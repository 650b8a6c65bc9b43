/**
 * @module
 * A year of a day-care's week documents, as staff tablets edit them: each attending child
 * checked in and out with the cost of the day, some times corrected afterwards, some early
 * pickups with a reason, staff notes written and rewritten. The edits are the attendance
 * commands and document accessors the app itself calls, in the order a day brings them, from a seeded generator, so
 * every run simulates the same year. bench:rest stores a week in one commit; bench:documents
 * stores every edit as its own update, as devices send them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { checkIn, checkOut, editDayTimes, oneWeekDoc } from '@cubby/shared/attendance-commands';
import {
  addWeeks,
  minutesOfDay,
  mondayOf,
  timeOfDayFromMinutes,
  weekDates,
} from '@cubby/shared/dates';
import { setStaffNote } from '@cubby/shared/docs';
import {
  clockStoppedAt,
  facilityClock,
  facilityToday,
  hostTimeZone,
  instantAt,
} from '@cubby/shared/facility-clock';
import { isEarlyDeparture, isLateDeparture, SPEC_DAY_HOURS } from '@cubby/shared/facility-hours';
import type * as Y from 'yjs';

/** One family and the weekdays (Monday first) its child usually comes. */
export interface SimulatedFamily {
  id: string;
  days: readonly boolean[];
}

/** One staff action on a week document. */
export type WeekEdit = (doc: Y.Doc) => void;

/** The hourly rate the simulated customers are created with. */
export const SIMULATED_HOURLY_RATE = '12.50';

/** The facility's zone in the simulation: the host's, as the bench's server (no FACILITY_TIME_ZONE). */
const TIME_ZONE = hostTimeZone();

/**
 * A seeded sequence of numbers in [0, 1): the same year on every machine. Hashing a counter is
 * slower than an arithmetic generator but plenty for a bench's few hundred thousand draws.
 */
export function seededRandom(seed: number): () => number {
  let drawn = 0;
  return () => {
    drawn += 1;
    return createHash('sha256').update(`${seed}:${drawn}`).digest().readUInt32BE(0) / 2 ** 32;
  };
}

/** The Mondays of the `count` whole weeks before this one, oldest first. */
export function pastMondays(
  count: number,
  today = facilityToday(facilityClock(TIME_ZONE)),
): string[] {
  const thisMonday = mondayOf(today);
  return Array.from({ length: count }, (_, index) => addWeeks(thisMonday, index - count));
}

/** Usual weekdays for a family: three to five of them. */
export function usualDays(random: () => number): boolean[] {
  const days = [true, true, true, true, true];
  const off = Math.floor(random() * 3);
  for (let dropped = 0; dropped < off; ) {
    const day = Math.floor(random() * 5);
    if (days[day]) {
      days[day] = false;
      dropped += 1;
    }
  }
  return days;
}

/** Every edit of one week, in the order staff make them. */
export function weekEdits(
  monday: string,
  families: readonly SimulatedFamily[],
  random: () => number,
): WeekEdit[] {
  const edits: WeekEdit[] = [];
  for (const [index, date] of weekDates(monday).entries()) {
    const attending = families.filter((family) => family.days[index] && random() >= 0.1);
    const stays = attending.map((family) => ({
      family,
      arrival: timeOfDayFromMinutes(7 * 60 + 30 + Math.floor(random() * 90)),
      departure: timeOfDayFromMinutes(15 * 60 + Math.floor(random() * 150)),
    }));
    const at = (time: string) => clockStoppedAt(TIME_ZONE, instantAt(date, time, TIME_ZONE));
    for (const { family, arrival } of stays) {
      edits.push(
        (doc) =>
          void checkIn(oneWeekDoc(doc), at(arrival), {
            customerId: family.id,
            visitId: randomUUID(),
            source: 'desk',
          }),
      );
    }
    for (const { family, arrival, departure } of stays) {
      const { standardDay } = SPEC_DAY_HOURS;
      const flagged = (time: string) =>
        isEarlyDeparture(time, standardDay) || isLateDeparture(time, standardDay);
      const customerId = family.id;
      // Every early or late pick-up has its reason, as the edit dialog asks.
      const pickupReason = flagged(departure) ? 'Doctor appointment' : null;
      edits.push((doc) => {
        checkOut(oneWeekDoc(doc), at(departure), { customerId });
        editDayTimes(oneWeekDoc(doc), at(departure), {
          customerId,
          date,
          arrivalTime: arrival,
          departureTime: departure,
          pickupReason,
          newVisitId: randomUUID(),
        });
      });
      // A time entered wrong at the door and corrected from the grid's edit dialog.
      if (random() < 0.15) {
        const corrected = timeOfDayFromMinutes(minutesOfDay(departure) + 15);
        edits.push((doc) =>
          editDayTimes(oneWeekDoc(doc), at(corrected), {
            customerId,
            date,
            arrivalTime: arrival,
            departureTime: corrected,
            pickupReason: isEarlyDeparture(corrected, SPEC_DAY_HOURS.standardDay)
              ? 'Doctor appointment'
              : 'Traffic',
            newVisitId: randomUUID(),
          }),
        );
      }
    }
  }
  for (const family of families) {
    if (random() >= 0.2) continue;
    edits.push((doc) => setStaffNote(doc, family.id, 'Bring spare clothes on Monday'));
    if (random() < 0.5) {
      edits.push((doc) =>
        setStaffNote(doc, family.id, 'Bring spare clothes on Monday; rain boots too'),
      );
    }
  }
  return edits;
}
