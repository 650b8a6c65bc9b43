/**
 * @module
 * Next week's plan (decision 039): for each room and weekday, how many children are expected,
 * how many extra days are still waiting for staff's answer, the staff the expected children need
 * and the spots left. Who comes on a day is `expectationOn`'s answer, the same rule the grid and
 * the dashboard show; a child counts in the room it is in now.
 */
import { type IsoDate, weekDates } from './dates.ts';
import { expectationOn, isExpectedIn, type WeekFacts } from './expected-days.ts';
import { type Room, staffNeeded } from './rooms.ts';

/** A child as the plan counts it: its room now and what is known of its week. */
export interface PlanChild {
  customerId: string;
  roomId: string | null;
  facts: WeekFacts;
}

/** One room on one weekday. */
export interface PlanDay {
  date: IsoDate;
  /** Children expected in (default days, confirmations, approved extra days). */
  expected: number;
  /** Extra days asked for and not yet answered: not counted in `expected`. */
  requested: number;
  /** Staff the expected children need under the room's rule. */
  staffNeeded: number;
  /** Places left under the room's maximum, never below 0. */
  spotsFree: number;
}

/** One room's week. */
export interface PlanRoom {
  roomId: string;
  name: string;
  maxChildren: number;
  days: PlanDay[];
}

/** The plan of a week: every room in the order given, and the children in no room. */
export interface RoomPlan {
  weekStart: IsoDate;
  rooms: PlanRoom[];
  /** Children in no room (or a room not in `rooms`): counted in no room's plan. */
  unassigned: string[];
}

/** The plan for the week starting on `weekStart` (a Monday). */
export function planWeek(
  weekStart: IsoDate,
  rooms: readonly Pick<Room, 'id' | 'name' | 'childrenPerStaff' | 'maxChildren'>[],
  children: readonly PlanChild[],
): RoomPlan {
  const dates = weekDates(weekStart);
  const roomIds = new Set(rooms.map((room) => room.id));
  return {
    weekStart,
    rooms: rooms.map((room) => {
      const inRoom = children.filter((child) => child.roomId === room.id);
      return {
        roomId: room.id,
        name: room.name,
        maxChildren: room.maxChildren,
        days: dates.map((date) => planDay(date, room, inRoom)),
      };
    }),
    unassigned: children
      .filter((child) => child.roomId === null || !roomIds.has(child.roomId))
      .map((child) => child.customerId),
  };
}

function planDay(
  date: IsoDate,
  room: Pick<Room, 'childrenPerStaff' | 'maxChildren'>,
  children: readonly PlanChild[],
): PlanDay {
  let expected = 0;
  let requested = 0;
  for (const child of children) {
    const expectation = expectationOn(date, child.facts);
    if (isExpectedIn(expectation)) expected += 1;
    else if (expectation?.kind === 'extra_day_requested') requested += 1;
  }
  return {
    date,
    expected,
    requested,
    staffNeeded: staffNeeded(expected, room.childrenPerStaff),
    spotsFree: Math.max(0, room.maxChildren - expected),
  };
}
