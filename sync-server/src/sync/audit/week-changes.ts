/**
 * @module
 * Audit entries of a week document's changes: check-ins and check-outs, a check-out undone, a
 * stay forgotten on an earlier day closed by the server, a day ticked or unticked on the grid, a
 * visit's times corrected, the times an older app stored folded into visits by the server
 * (decision 069), a staff note changed. One entry per child and day and kind of action, however many
 * keys and duplicate visits the action wrote. Free text (notes, pick-up reasons) is never
 * copied: an entry says that it changed. Who dropped off or collected is named from the contacts
 * table, and a kiosk only when the change came from one (decision 067): nothing a device wrote
 * beside an id reaches an entry.
 */
import { closingTimeOf } from '@cubby/shared/day-record';
import {
  type AttendanceField,
  EMPTY_ATTENDANCE,
  type LegacyDayField,
  readWeekKeyChange,
  type StoredVisit,
  type WeekKeyChange,
} from '@cubby/shared/docs';
import { dateAt } from '@cubby/shared/facility-clock';
import { type HoursFrom, hoursOn } from '@cubby/shared/facility-hours';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import type { Db } from '../../db/client.ts';
import type { AuditSource } from '../../services/audit.ts';
import { readFacilityHours } from '../../services/facility-hours/read-facility-hours.ts';
import { namedPerson } from '../hooks/visit-people.ts';
import type { AuditDraft, DescribeContext } from '../hooks.ts';
import type { KeyChange } from '../key-changes.ts';
import {
  dateWords,
  isLayoutStamp,
  noteEntry,
  sameValue,
  timeAtWords,
  unreadEntry,
  valueWords,
} from './audit-words.ts';
import { childNames } from './child-names.ts';

type VisitChange = Extract<WeekKeyChange, { record: 'visit' }>;

/** What one transaction changed of one child's day. */
interface DayChange {
  customerId: string;
  date: string;
  visits: VisitChange[];
  fields: Map<AttendanceField, { before: unknown; after: unknown }>;
  /** Fields only older apps write (times, flags), before and after (decision 069). */
  legacy: Map<LegacyDayField, { before: unknown; after: unknown }>;
  /** A device sent a cost for the day, which nothing charges (decision 067). */
  costSent: boolean;
  /** The price the server kept for the day, before and after, if it changed. */
  keptPrice?: { before: string | null; after: string | null };
}

const FIELD_WORDS: Record<AttendanceField | LegacyDayField, string> = {
  isPresent: 'present',
  isEarlyPickup: 'early pick-up',
  isLatePickup: 'late pick-up',
  arrivalTime: 'arrival',
  departureTime: 'departure',
  pickupReason: 'pick-up reason',
};

// Said of a day whose update carried a cost, as apps before decision 067 sent one.
const COST_NOT_USED =
  "the cost the device sent was not used: Cubby prices each day by the child's rate";

/** The entries one transaction's changes of a week document make. */
export function describeWeekChanges(changes: KeyChange[], context: DescribeContext): AuditDraft[] {
  const nameOf = childNames(context.db);
  const days = new Map<string, DayChange>();
  const notes = new Set<string>();
  let unread = 0;
  const dayOf = (customerId: string, date: string) => {
    const key = `${customerId}|${date}`;
    let day = days.get(key);
    if (!day) {
      day = { customerId, date, visits: [], fields: new Map(), legacy: new Map(), costSent: false };
      days.set(key, day);
    }
    return day;
  };
  for (const { root, key, before, after } of changes) {
    if (sameValue(before, after)) continue;
    const change = readWeekKeyChange(root, key, before, after);
    if (!change) {
      if (!isLayoutStamp(root)) unread += 1;
      continue;
    }
    if (change.record === 'staffNote') notes.add(change.customerId);
    else if (change.record === 'clientCost') dayOf(change.customerId, change.date).costSent = true;
    else if (change.record === 'keptPrice') {
      const { before: was, after: is } = change;
      if (was !== is) dayOf(change.customerId, change.date).keptPrice = { before: was, after: is };
    } else if (change.record === 'legacyDay') {
      if (!sameValue(change.before, change.after)) {
        const field = { before: change.before, after: change.after };
        dayOf(change.customerId, change.date).legacy.set(change.field, field);
      }
    } else if (change.record === 'attendance') {
      // A value of another shape reads as absent; that it was written is still a change.
      if (change.after === null && after !== undefined && after !== null) unread += 1;
      // An absent field reads as a day's empty value: a flag never set is false.
      const empty = EMPTY_ATTENDANCE[change.field];
      const field = { before: change.before ?? empty, after: change.after ?? empty };
      if (!sameValue(field.before, field.after)) {
        dayOf(change.customerId, change.date).fields.set(change.field, field);
      }
    } else {
      const visit = change.after ?? change.before;
      if (visit) dayOf(visit.customerId, visit.date).visits.push(change);
      else unread += 1;
    }
  }

  const today = dateAt(context.at, context.clock.timeZone);
  const hours = days.size > 0 ? readFacilityHours(context.db).history : [];
  const entries: AuditDraft[] = [];
  for (const day of days.values())
    entries.push(...describeDay(day, nameOf(day.customerId), { today, hours }, context));
  const monday = context.ref.kind === 'week' ? context.ref.monday : null;
  for (const customerId of notes) {
    entries.push(noteEntry('staff', customerId, nameOf(customerId), monday));
  }
  if (unread > 0)
    entries.push({
      ...unreadEntry(unread, `the week of ${monday ? dateWords(monday) : ''}`),
      date: monday,
    });
  return entries;
}

/** What judges a described day: today, and the centre's hours (a forgotten stay's closing). */
interface DayJudge {
  today: string;
  hours: readonly HoursFrom[];
}

function describeDay(
  day: DayChange,
  name: string,
  judge: DayJudge,
  context: DescribeContext,
): AuditDraft[] {
  const entries = describeDayChanges(day, name, judge, context);
  if (!day.costSent) return entries;
  const [first, ...rest] = entries;
  if (first) return [{ ...first, summary: `${first.summary}; ${COST_NOT_USED}` }, ...rest];
  const on = dateWords(day.date);
  return [
    {
      action: 'attendance.cost-ignored',
      customerId: day.customerId,
      date: day.date,
      summary: `Sent a cost for ${name}'s day on ${on}; ${COST_NOT_USED}`,
    },
  ];
}

function describeDayChanges(
  day: DayChange,
  name: string,
  { today, hours }: DayJudge,
  { clock, db, source }: DescribeContext,
): AuditDraft[] {
  const { customerId, date } = day;
  const on = dateWords(date);
  const fields = fieldValues(day.fields);
  const folded = foldedEntry(day, name, on);
  if (folded) return [folded];
  const removed = day.visits.filter(({ before, after }) => before && !after).length;
  if (removed > 0 && removed === day.visits.length && !markSet(day)) {
    // The grid's untick: the day's visits and mark removed together, one action.
    return [
      {
        action: 'attendance.marked-absent',
        customerId,
        date,
        summary: `Marked ${name} absent on ${on}, removing ${removed === 1 ? 'its visit' : `its ${removed} visits`}`,
        ...fields,
      },
    ];
  }
  const visitEntries = new Map<string, AuditDraft>();
  const { standardDay } = hoursOn(hours, date);
  const about = {
    name,
    on,
    earlierDay: date < today,
    timeZone: clock.timeZone,
    closesAt: (visit: StoredVisit) => closingTimeOf(visit, clock.timeZone, standardDay),
    db,
    source,
  };
  for (const { before, after } of day.visits) {
    for (const entry of describeVisit(before, after, about)) {
      // Duplicate visits of one stay (two tablets offline) closed together make one entry.
      if (!visitEntries.has(entry.action)) visitEntries.set(entry.action, entry);
    }
  }
  if (visitEntries.size > 0) {
    // The attendance fields changed with the visit (a reason, the mark a visit replaces) belong
    // to its entry.
    const [first, ...rest] = visitEntries.values();
    const also = day.fields.has('pickupReason') ? ', pick-up reason changed' : '';
    const head = first as AuditDraft;
    return [
      { ...head, summary: `${head.summary}${also}`, customerId, date, ...fields },
      ...rest.map((entry) => ({ ...entry, customerId, date })),
    ];
  }
  if (day.fields.size === 0 && day.legacy.size === 0) {
    return day.keptPrice ? [keptPriceEntry(day, name, on)] : [];
  }
  if (day.fields.size === 1 && day.legacy.size === 0 && day.fields.has('isPresent')) {
    const present = day.fields.get('isPresent')?.after === true;
    return [
      {
        action: present ? 'attendance.marked-present' : 'attendance.marked-absent',
        customerId,
        date,
        summary: `Marked ${name} ${present ? 'present' : 'absent'} on ${on}`,
        ...fields,
      },
    ];
  }
  // What a day's fields say in words; an older app's times and flags among them.
  const changed = [...day.legacy, ...day.fields];
  const words = changed.map(([field, change]) => {
    if (field === 'pickupReason') return `${FIELD_WORDS[field]} changed`;
    return `${FIELD_WORDS[field]} ${valueWords(change.before)} → ${valueWords(change.after)}`;
  });
  return [
    {
      action: 'attendance.day-edited',
      customerId,
      date,
      summary: `Changed ${name}'s day on ${on}: ${words.join(', ')}`,
      ...fieldValues(new Map([...day.legacy, ...day.fields]) as DayChange['fields']),
    },
  ];
}

// The mark set rather than removed: a tick, not an untick.
function markSet(day: DayChange): boolean {
  return day.fields.get('isPresent')?.after === true;
}

// The server folding an older app's times into visits removes those fields: one entry of the
// system's, with the times it kept.
function foldedEntry(day: DayChange, name: string, on: string): AuditDraft | null {
  const legacy = [...day.legacy.values()];
  if (legacy.length === 0 || legacy.some((field) => field.after !== null)) return null;
  const before: Record<string, unknown> = {};
  for (const [field, change] of day.legacy) before[field] = change.before;
  const removed = day.visits.filter((visit) => visit.before && !visit.after).length;
  const summary =
    removed > 0
      ? `Removed ${removed === 1 ? 'the visit' : `the ${removed} visits`} of ${name} on ${on}: an older app marked the day absent`
      : `Kept the times an older app recorded for ${name}'s day on ${on} in its visits`;
  return {
    action: 'attendance.times-folded',
    customerId: day.customerId,
    date: day.date,
    summary,
    before,
    bySystem: true,
  };
}

// The server's price of a day, kept or let go: a server write (the rate-change freeze and the
// carry-over are recorded by their own entries), described if one is ever audited by itself.
function keptPriceEntry(day: DayChange, name: string, on: string): AuditDraft {
  const after = day.keptPrice?.after ?? null;
  return {
    action: 'attendance.price-kept',
    customerId: day.customerId,
    date: day.date,
    summary:
      after === null
        ? `Priced ${name}'s day on ${on} by the child's rate again`
        : `Kept the price of ${name}'s day on ${on} at ${formatDollars(parseMoney(after))}`,
  };
}

/** What describing a visit needs: the child and day in words, and the server's facts. */
interface VisitWords {
  name: string;
  on: string;
  earlierDay: boolean;
  timeZone: string;
  /** When a stay of this day left open counts as closed (`closingTimeOf`). */
  closesAt: (visit: StoredVisit) => Date;
  db: Db;
  source: AuditSource;
}

function describeVisit(
  before: StoredVisit | null,
  after: StoredVisit | null,
  words: VisitWords,
): AuditDraft[] {
  const { name, on, timeZone } = words;
  if (before && !after) {
    return [
      { action: 'attendance.visit-removed', summary: `Removed a check-in of ${name} on ${on}` },
    ];
  }
  if (!after) return [];
  const entries: AuditDraft[] = [];
  if (!before) {
    entries.push(arrivalEntry(after, words));
  } else if (before.checkOutTime && !after.checkOutTime) {
    return [
      {
        action: 'attendance.check-out-undone',
        summary: `Undid the check-out of ${name} at ${timeAtWords(before.checkOutTime, timeZone)} on ${on}`,
      },
    ];
  } else if (
    before.checkInTime !== after.checkInTime ||
    (before.checkOutTime && before.checkOutTime !== after.checkOutTime)
  ) {
    return [
      {
        action: 'attendance.visit-changed',
        summary: `Changed a visit of ${name} on ${on}: ${timesChanged(before, after, timeZone)}`,
        before: timesOf(before, timeZone),
        after: timesOf(after, timeZone),
      },
    ];
  }
  // A visit that arrives already closed (a tablet checked the child in and out offline) is a
  // check-in and a check-out; one made on the grid is the day's times.
  const { checkOutTime } = after;
  if (!before?.checkOutTime && checkOutTime) {
    if (!before && after.source === 'grid') {
      const times = `${timeAtWords(after.checkInTime, timeZone)} – ${timeAtWords(checkOutTime, timeZone)}`;
      return [
        { action: 'attendance.day-edited', summary: `Set ${name}'s times on ${on}: ${times}` },
      ];
    }
    entries.push(describeLeaving({ ...after, checkOutTime }, words));
  }
  return entries;
}

// A visit made: a check-in at the desk, the kiosk or over REST, or today ticked on the grid.
function arrivalEntry(after: StoredVisit, words: VisitWords): AuditDraft {
  const { name, on, timeZone } = words;
  const at = timeAtWords(after.checkInTime, timeZone);
  if (after.source === 'grid' && after.checkOutTime === null) {
    return {
      action: 'attendance.marked-present',
      summary: `Marked ${name} present on ${on}, in from ${at}`,
    };
  }
  const by = byWords('dropped off by', after.customerId, after.droppedOffBy, words);
  return {
    action: 'attendance.checked-in',
    summary: `Checked in ${name} at ${at} on ${on}${by}`,
    after: { arrival: at },
  };
}

// A visit's times on the facility's clock, as an entry's before and after keep them.
function timesOf(visit: StoredVisit, timeZone: string) {
  const time = (instant: string | null) => (instant ? timeAtWords(instant, timeZone) : null);
  return { arrival: time(visit.checkInTime), departure: time(visit.checkOutTime) };
}

// "arrival 07:47 → 07:45, departure 07:51 → 17:30": the times that changed, on the clock.
function timesChanged(before: StoredVisit, after: StoredVisit, timeZone: string): string {
  const time = (instant: string | null) => (instant ? timeAtWords(instant, timeZone) : '—');
  const words: string[] = [];
  if (before.checkInTime !== after.checkInTime) {
    words.push(`arrival ${time(before.checkInTime)} → ${time(after.checkInTime)}`);
  }
  if (before.checkOutTime !== after.checkOutTime) {
    words.push(`departure ${time(before.checkOutTime)} → ${time(after.checkOutTime)}`);
  }
  return words.join(', ');
}

function describeLeaving(
  visit: StoredVisit & { checkOutTime: string },
  words: VisitWords,
): AuditDraft {
  const { name, on, earlierDay, timeZone } = words;
  const at = timeAtWords(visit.checkOutTime, timeZone);
  // A stay of an earlier day closed at its closing time was found forgotten by the next
  // check-in or check-out (decision 018): the rule's work, not the person's.
  if (earlierDay && visit.checkOutTime === words.closesAt(visit).toISOString()) {
    return {
      action: 'attendance.forgotten-stay-closed',
      summary: `Closed ${name}'s stay forgotten on ${on} at ${at}`,
      bySystem: true,
    };
  }
  const by = byWords('picked up by', visit.customerId, visit.pickedUpBy, words);
  return {
    action: 'attendance.checked-out',
    summary: `Checked out ${name} at ${at} on ${on}${by}`,
    before: { departure: null },
    after: { departure: at },
  };
}

// ", dropped off by Ana Lopez (mother), at the kiosk Front door": who as the contacts table
// names them by the visit's contact id, and the kiosk only when a kiosk made the change (its
// name as the server knows the device); nothing for a staff tablet's visit (decision 067).
function byWords(
  verb: string,
  customerId: string,
  contact: StoredVisit['droppedOffBy'],
  { db, source }: VisitWords,
): string {
  const person = contact ? namedPerson(db, customerId, contact) : null;
  const who = person
    ? `, ${verb} ${person.name}${person.relationship ? ` (${person.relationship})` : ''}`
    : '';
  const kiosk = source.actor.kind === 'kiosk' ? `, at the kiosk ${source.actor.name}` : '';
  return `${who}${kiosk}`;
}

// Values before and after of the fields that changed; a pick-up reason is free text, so only
// the fact that it changed is kept.
function fieldValues(fields: DayChange['fields']): { before?: unknown; after?: unknown } {
  if (fields.size === 0) return {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, change] of fields) {
    if (field === 'pickupReason') continue;
    before[field] = change.before;
    after[field] = change.after;
  }
  return Object.keys(after).length > 0 ? { before, after } : {};
}
