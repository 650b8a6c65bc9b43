/**
 * @module
 * A room's day, step by step: how many children and staff were in it at each change, and every
 * stretch it was out of ratio. Computed from the facts that were stored anyway (the children's
 * stays, the staff's clock entries), so history can never disagree with them (decision 041).
 */
import { staffNeeded } from './rooms.ts';

/** One person's time in the room: a stay or a clock entry. `end` null while it runs. */
export interface PresenceSpan {
  /** The child or staff member: overlapping spans of one person count once. */
  who: string;
  /** ISO instant. */
  start: string;
  /** ISO instant, or null when still running. */
  end: string | null;
}

/** The room at one change: it stays so until the next point. */
export interface RatioPoint {
  /** ISO instant. */
  at: string;
  children: number;
  staff: number;
  staffNeeded: number;
  inRatio: boolean;
}

/** One stretch out of ratio. */
export interface OutOfRatioPeriod {
  /** ISO instants. */
  from: string;
  to: string;
  minutes: number;
  /** The most children present during it. */
  maxChildren: number;
  /** The fewest staff present during it. */
  minStaff: number;
  /** The most staff needed during it. */
  staffNeeded: number;
}

/** A room's day: its steps, its periods out of ratio and their total. */
export interface RatioTimeline {
  points: RatioPoint[];
  periods: OutOfRatioPeriod[];
  minutesOutOfRatio: number;
}

/** What a room's day is computed from. */
export interface RatioTimelineInput {
  childrenPerStaff: number;
  children: readonly PresenceSpan[];
  staff: readonly PresenceSpan[];
  /** The start of the facility day (ISO instant). */
  from: string;
  /** Where the day's record stops: now for today, the next midnight for a past day. */
  to: string;
}

const MINUTE = 60_000;

/**
 * The room's steps over [from, to]: a point at `from` and at each instant the counts change.
 * Running spans run to `to`; spans outside the window are cut to it.
 */
export function ratioTimeline(input: RatioTimelineInput): RatioTimeline {
  const from = Date.parse(input.from);
  const to = Math.max(from, Date.parse(input.to));
  const changes = new Map<number, { children: number; staff: number }>();
  const add = (at: number, key: 'children' | 'staff', delta: number) => {
    const change = changes.get(at) ?? { children: 0, staff: 0 };
    change[key] += delta;
    changes.set(at, change);
  };
  for (const key of ['children', 'staff'] as const) {
    for (const [start, end] of coveredTimes(input[key], from, to)) {
      add(start, key, 1);
      add(end, key, -1);
    }
  }
  changes.set(from, changes.get(from) ?? { children: 0, staff: 0 });

  const points: RatioPoint[] = [];
  const counts = { children: 0, staff: 0 };
  for (const at of [...changes.keys()].sort((a, b) => a - b)) {
    if (at >= to && at !== from) break;
    const change = changes.get(at) as { children: number; staff: number };
    counts.children += change.children;
    counts.staff += change.staff;
    const needed = staffNeeded(counts.children, input.childrenPerStaff);
    const previous = points.at(-1);
    if (previous && previous.children === counts.children && previous.staff === counts.staff) {
      continue;
    }
    points.push({
      at: new Date(at).toISOString(),
      children: counts.children,
      staff: counts.staff,
      staffNeeded: needed,
      inRatio: counts.staff >= needed,
    });
  }
  const periods = outOfRatioPeriods(points, to);
  const outMs = periods.reduce((sum, p) => sum + (Date.parse(p.to) - Date.parse(p.from)), 0);
  return { points, periods, minutesOutOfRatio: Math.round(outMs / MINUTE) };
}

// Each person's spans cut to the window and merged, so one child on two tablets counts once.
function coveredTimes(
  spans: readonly PresenceSpan[],
  from: number,
  to: number,
): [number, number][] {
  const byWho = new Map<string, [number, number][]>();
  for (const span of spans) {
    const start = Math.max(from, Date.parse(span.start));
    const end = Math.min(to, span.end === null ? to : Date.parse(span.end));
    if (!(end > start)) continue;
    byWho.set(span.who, [...(byWho.get(span.who) ?? []), [start, end]]);
  }
  const covered: [number, number][] = [];
  for (const list of byWho.values()) {
    list.sort((a, b) => a[0] - b[0]);
    let current: [number, number] | null = null;
    for (const [start, end] of list) {
      if (current && start <= current[1]) current[1] = Math.max(current[1], end);
      else {
        if (current) covered.push(current);
        current = [start, end];
      }
    }
    if (current) covered.push(current);
  }
  return covered;
}

function outOfRatioPeriods(points: readonly RatioPoint[], to: number): OutOfRatioPeriod[] {
  const periods: OutOfRatioPeriod[] = [];
  let open: OutOfRatioPeriod | null = null;
  points.forEach((point, index) => {
    const until = points[index + 1]?.at ?? new Date(to).toISOString();
    if (point.inRatio) {
      open = null;
      return;
    }
    if (!open) {
      open = {
        from: point.at,
        to: until,
        minutes: 0,
        maxChildren: point.children,
        minStaff: point.staff,
        staffNeeded: point.staffNeeded,
      };
      periods.push(open);
    }
    open.to = until;
    open.maxChildren = Math.max(open.maxChildren, point.children);
    open.minStaff = Math.min(open.minStaff, point.staff);
    open.staffNeeded = Math.max(open.staffNeeded, point.staffNeeded);
    open.minutes = Math.round((Date.parse(open.to) - Date.parse(open.from)) / MINUTE);
  });
  return periods.filter((period) => Date.parse(period.to) > Date.parse(period.from));
}
