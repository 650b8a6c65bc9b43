/**
 * @module
 * The demo roster SEED_DEMO=1 loads into an empty database: a dozen families with default days,
 * three weeks of check-ins and attendance, payments, confirmations of every status and notes,
 * a kiosk note for one family, and rooms with every child in one and staff on the time clock.
 * It writes through the same paths as the app (customers through the customer service,
 * attendance and visits through week documents), so the projection is what real use makes.
 * A fixed pseudo-random sequence keeps every demo alike.
 */
import { randomUUID } from 'node:crypto';
import { checkIn, checkOut, editDayTimes } from '@cubby/shared/attendance-commands';
import { EXTRA_DAY_DEFAULT_REASON, NEW_CUSTOMER_HOURLY_RATE } from '@cubby/shared/constants';
import {
  addDays,
  addWeeks,
  mondayOf,
  timeOfDayFromMinutes,
  WEEKDAYS,
  weekDates,
} from '@cubby/shared/dates';
import {
  setExtraDayDecision,
  setFamilyConfirmation,
  setFinancialNote,
  setStaffNote,
} from '@cubby/shared/docs';
import { facilityClock, facilityToday, instantAt, timeOfDayAt } from '@cubby/shared/facility-clock';
import { hoursOn, isEarlyDeparture, isLateDeparture } from '@cubby/shared/facility-hours';
import {
  type ConfirmWeekPayload,
  type CreateContactPayload,
  DEFAULT_DAY_FIELDS,
  type ExtraDayDecision,
  type UpdateChildPayload,
  type UpdateSchedulePayload,
} from '@cubby/shared/schemas';
import { count } from 'drizzle-orm';
import { customers, scheduleNotes } from '../db/schema.ts';
import { requireCustomer } from '../queries/customers.ts';
import { findFamily } from '../queries/families.ts';
import { SERVER_ORIGIN } from '../sync/hooks.ts';
import { addAdjustment } from './adjustments.ts';
import { type AuditSource, SYSTEM_SOURCE } from './audit.ts';
import { chargesOf, familyIdOf, familyMoney, totalOf, unpaidOf } from './balances.ts';
import { createCustomer, updateSchedule } from './customers.ts';
import { addContact, proposePickup, updateChild, updateContact } from './families.ts';
import { setKioskNote } from './kiosk-notes.ts';
import { recordPayment } from './payments.ts';
import { setAccountPin, setContactPin } from './pins.ts';
import { seedDemoRooms } from './rooms/demo-rooms.ts';
import { serverWeeks } from './server-weeks.ts';
import type { ServiceDeps } from './service-deps.ts';
import { createAccount } from './staff-accounts.ts';

/** What seeding writes through; it reads nothing cached. */

/** What the seed created, for the start command to print. */
export interface DemoSummary {
  families: number;
  /**
   * A staff member the owner added, who still has the first password printed once, and the PIN
   * they clock in and out with at the kiosk.
   */
  staffMember: { name: string; username: string; password: string; kioskPin: string };
  sampleParentUsername: string;
  /** The children the sample parent sees: a family of two. */
  sampleChildren: string[];
  /** The sample parent's generated first password; absent when CUSTOMER_DEFAULT_PASSWORD is. */
  sampleParentPassword?: string;
  /** The PIN the sample family's guardian types at the kiosk. */
  kioskPin: { name: string; pin: string } | null;
}

/**
 * The sample guardian's kiosk PIN: easy to remember, within the PIN rules, and of 6 digits, so
 * it also works while the kiosk is offline (decision 065).
 */
export const DEMO_KIOSK_PIN = '258014';

/** The demo staff member's time clock PIN at the kiosk. */
export const DEMO_STAFF_PIN = '369147';

type Days = [boolean, boolean, boolean, boolean, boolean];

/** A family's people in the demo: the guardian's own name, the child's profile, siblings. */
interface DemoPeople {
  guardian: { name: string; relationship: string; phone: string };
  profile?: UpdateChildPayload;
  contacts?: Array<Partial<CreateContactPayload> & Pick<CreateContactPayload, 'name' | 'roles'>>;
  proposedPickups?: Array<{ name: string; relationship: string; phone: string }>;
  siblings?: DemoSibling[];
  /** What the kiosk shows the family's people after their PIN. */
  kioskNote?: string;
}

/** A brother or sister who joins a demo family. */
interface DemoSibling {
  name: string;
  days: Days;
  profile?: UpdateChildPayload;
}

const DEMO_STAFF = { name: 'Maria Lopez', username: 'maria.lopez' } as const;
/** The demo's front-desk tablet, as its browser would name itself. */
const FRONT_DESK_TABLET = '5e1d4c3b-2a19-4f08-9e7d-6c5b4a392817';

const FAMILIES: ReadonlyArray<{ name: string; days: Days }> = [
  { name: 'Olivia Bennett', days: [true, true, true, true, true] },
  { name: 'Noah Okafor', days: [true, true, true, false, true] },
  { name: 'Zoë Martínez', days: [true, false, true, false, true] },
  { name: 'Liam O’Connor', days: [false, true, false, true, false] },
  { name: 'Amara Nwosu', days: [true, true, false, false, false] },
  { name: 'Ethan Kowalski', days: [true, true, true, true, false] },
  { name: 'Mia Johansson', days: [false, false, true, true, true] },
  { name: 'Lucas Dubois', days: [true, false, false, true, true] },
  { name: 'Sofia Rossi', days: [true, true, true, false, false] },
  { name: 'Aiden Park', days: [false, true, true, true, true] },
  { name: 'Chloé Lefèvre', days: [true, false, true, true, false] },
  { name: 'Mateo Silva', days: [true, true, true, true, true] },
];

// Who is around some of the demo's children: enough to show every part of the family page.
const FAMILY_PEOPLE: Readonly<Record<string, DemoPeople>> = {
  'Olivia Bennett': {
    guardian: { name: 'Hannah Bennett', relationship: 'Mother', phone: '555-0101' },
    profile: { birthDate: '2022-03-14', allergies: 'Peanuts: EpiPen in the office' },
    contacts: [
      {
        name: 'Ruth Bennett',
        relationship: 'Grandmother',
        phone: '555-0102',
        roles: ['emergency', 'pickup'],
      },
      {
        name: 'Mark Reed',
        relationship: 'Not to collect (court order)',
        roles: [],
        mustNotCollect: true,
      },
    ],
    siblings: [
      {
        name: 'Leo Bennett',
        days: [true, true, false, true, true],
        profile: { birthDate: '2023-08-02', medicalNotes: 'Asthma: inhaler in his bag' },
      },
    ],
  },
  'Noah Okafor': {
    guardian: { name: 'Chidi Okafor', relationship: 'Father', phone: '555-0111' },
    contacts: [
      {
        name: 'Ngozi Okafor',
        relationship: 'Mother',
        phone: '555-0112',
        roles: ['guardian', 'emergency', 'pickup'],
      },
    ],
    proposedPickups: [{ name: 'Tomi Adeyemi', relationship: 'Aunt', phone: '555-0113' }],
    kioskNote: 'Please see the front desk: Tomi’s pick-up form needs your signature.',
    siblings: [{ name: 'Ada Okafor', days: [true, true, true, false, true] }],
  },
  'Zoë Martínez': {
    guardian: { name: 'Lucía Martínez', relationship: 'Mother', phone: '555-0121' },
    profile: {
      birthDate: '2022-06-09',
      allergies: 'Dairy',
      medicalNotes: 'Eczema: cream after lunch',
    },
    contacts: [
      { name: 'Diego Martínez', relationship: 'Uncle', phone: '555-0122', roles: ['emergency'] },
    ],
  },
};

/** Loads the demo roster when the database has no customers; null when it did nothing. */
export async function seedDemoRoster(deps: ServiceDeps): Promise<DemoSummary | null> {
  const existing = deps.db.select({ n: count() }).from(customers).get()?.n ?? 0;
  if (existing > 0) return null;

  const random = mulberry32(2026);
  const now = deps.clock.now();
  const today = facilityToday(deps.clock);
  const thisMonday = mondayOf(today);
  // A person of the front desk, so that this week's desk work names someone on a device.
  const maria = await createAccount(
    deps.db,
    { name: DEMO_STAFF.name, username: DEMO_STAFF.username, role: 'staff' },
    SYSTEM_SOURCE,
  );
  const frontDesk: AuditSource = {
    actor: { kind: 'staff', id: maria.account.id, name: DEMO_STAFF.name },
    deviceId: FRONT_DESK_TABLET,
  };
  const created: SeedFamily[] = [];
  const siblings: Array<{ familyId: string; sibling: DemoSibling }> = [];
  let sample: { username: string; firstPassword: string; familyId: string } | null = null;
  for (const family of FAMILIES) {
    const { customer, login, firstPassword } = await createCustomer(deps, {
      name: family.name,
      email: `${family.name.split(' ')[0]?.toLowerCase() ?? 'family'}@example.com`,
      phone: '',
      hourlyRate: NEW_CUSTOMER_HOURLY_RATE,
    });
    sample ??= login ? { username: login.username, firstPassword, familyId: login.familyId } : null;
    created.push(seedChild(deps, customer, family.days));
    const familyId = customer.familyId ?? '';
    const people = FAMILY_PEOPLE[family.name];
    if (!people) continue;
    await seedPeople(deps, familyId, people);
    for (const sibling of people.siblings ?? []) siblings.push({ familyId, sibling });
  }
  // Siblings join their families last, so the first twelve children are the twelve families.
  for (const { familyId, sibling } of siblings) {
    const { customer } = await createCustomer(deps, {
      name: sibling.name,
      email: '',
      phone: '',
      hourlyRate: NEW_CUSTOMER_HOURLY_RATE,
      familyId,
    });
    created.push(seedChild(deps, customer, sibling.days));
    if (sibling.profile) updateChild(deps, customer.id, sibling.profile, SYSTEM_SOURCE);
  }

  for (const weeksAgo of [2, 1, 0]) {
    const monday = addWeeks(thisMonday, -weeksAgo);
    const desk = weeksAgo === 0 ? frontDesk : SERVER_ORIGIN;
    seedWeek(deps, { monday, today, now, random, families: created, paid: weeksAgo > 0, desk });
  }
  seedConfirmations(deps, thisMonday, created);
  seedConfirmations(deps, addWeeks(thisMonday, 1), created.slice(4));
  deps.registry.commit();
  seedPayments(deps, [addWeeks(thisMonday, -2), addWeeks(thisMonday, -1)], created);
  deps.db
    .insert(scheduleNotes)
    .values({
      id: randomUUID(),
      customerId: created[2]?.id ?? '',
      date: addDays(thisMonday, 2),
      note: 'Grandparents pick up this Wednesday',
    })
    .run();

  seedDemoRooms(deps);

  const kioskPin = sample ? await giveGuardianPin(deps, sample.familyId) : null;
  // The owner hands out a first PIN, as for a parent's: the kiosk's time clock works at once.
  await setAccountPin(deps, maria.account.id, DEMO_STAFF_PIN, false, SYSTEM_SOURCE);

  return {
    families: FAMILIES.length,
    kioskPin,
    staffMember: { ...DEMO_STAFF, password: maria.password, kioskPin: DEMO_STAFF_PIN },
    sampleParentUsername: sample?.username ?? '',
    sampleChildren: sample
      ? (findFamily(deps.db, sample.familyId)?.children ?? []).map((c) => c.name)
      : [],
    // A shared first password comes from the environment and is not printed.
    ...(sample && sample.firstPassword !== deps.config.customerDefaultPassword
      ? { sampleParentPassword: sample.firstPassword }
      : {}),
  };
}

/** A child of the demo, as the weeks, confirmations and payments are seeded for them. */
interface SeedFamily {
  id: string;
  days: Days;
}

// Sets a child's default days; the child as the seeding of weeks needs them.
function seedChild(
  deps: ServiceDeps,
  customer: { id: string; hourlyRateCents: number },
  days: Days,
): SeedFamily {
  updateSchedule(
    deps,
    customer.id,
    Object.fromEntries(
      WEEKDAYS.map((day, i) => [DEFAULT_DAY_FIELDS[day], days[i]]),
    ) as UpdateSchedulePayload,
  );
  return { id: customer.id, days };
}

// The first child's profile, the guardian's real name and number, and the family's other
// contacts, through the same services as the family page.
async function seedPeople(deps: ServiceDeps, familyId: string, people: DemoPeople): Promise<void> {
  const family = findFamily(deps.db, familyId);
  const [guardian] = family?.contacts ?? [];
  const [child] = family?.children ?? [];
  if (guardian) updateContact(deps, familyId, guardian.id, people.guardian, SYSTEM_SOURCE);
  if (child && people.profile) updateChild(deps, child.id, people.profile, SYSTEM_SOURCE);
  for (const contact of people.contacts ?? []) {
    await addContact(
      deps,
      familyId,
      {
        email: '',
        relationship: '',
        phone: '',
        mustNotCollect: false,
        portalLogin: false,
        ...contact,
      },
      SYSTEM_SOURCE,
    );
  }
  for (const proposal of people.proposedPickups ?? []) {
    proposePickup(deps, familyId, proposal, SYSTEM_SOURCE);
  }
  if (people.kioskNote) setKioskNote(deps.db, familyId, people.kioskNote, SYSTEM_SOURCE);
}

function seedWeek(
  deps: ServiceDeps,
  week: {
    monday: string;
    today: string;
    now: Date;
    random: () => number;
    families: SeedFamily[];
    paid: boolean;
    /** Whom the audit log names for the desk's work. */
    desk: unknown;
  },
): void {
  const ref = { kind: 'week', monday: week.monday } as const;
  // Through the attendance commands, as the desk does it: check in, check out, then the reason
  // for an early or late pick-up given in Edit Attendance Details.
  const weeks = serverWeeks(deps, { storeEach: false });
  const { timeZone } = deps.clock;
  const clockAt = (instant: Date) => facilityClock(timeZone, () => instant);
  for (const [index, date] of weekDates(week.monday).entries()) {
    if (date > week.today) break;
    for (const family of week.families) {
      if (!family.days[index] || week.random() < 0.1) continue;
      const arrival = instantAt(date, minutesPast(9, 15 + week.random() * 60), timeZone);
      // Today's children are still here unless their usual day is already over.
      const departure = instantAt(date, minutesPast(15, week.random() * 90), timeZone);
      if (arrival > week.now) continue;
      const customerId = family.id;
      const visit = { customerId, visitId: randomUUID(), source: 'desk' as const };
      checkIn(weeks, clockAt(arrival), visit, week.desk);
      if (departure > week.now) continue;
      checkOut(weeks, clockAt(departure), { customerId }, week.desk);
      const departureTime = timeOfDayAt(departure, timeZone);
      const { standardDay } = hoursOn(weeks.hours(), date);
      const flagged =
        isEarlyDeparture(departureTime, standardDay) || isLateDeparture(departureTime, standardDay);
      editDayTimes(
        weeks,
        clockAt(week.now),
        {
          customerId,
          date,
          arrivalTime: timeOfDayAt(arrival, timeZone),
          departureTime,
          // Staff give a reason for every early or late pick-up, as the rule asks.
          pickupReason: flagged ? pickupReasonOf(week.random()) : null,
          newVisitId: randomUUID(),
        },
        week.desk,
      );
    }
  }
  const [first, second] = week.families;
  if (first) {
    deps.registry.write(ref, (doc) =>
      setStaffNote(doc, first.id, 'Allergic to peanuts: checked lunch box', SERVER_ORIGIN),
    );
  }
  if (week.paid && second) {
    deps.registry.write({ kind: 'finance', monday: week.monday }, (doc) =>
      setFinancialNote(doc, second.id, 'Reminder sent by email', SERVER_ORIGIN),
    );
  }
}

const PICKUP_REASONS = ['Doctor appointment', 'Swimming lesson', 'Parent working late', 'Traffic'];

// One of the demo's pick-up reasons, chosen by a draw of the seeded generator.
function pickupReasonOf(draw: number): string {
  return PICKUP_REASONS[Math.floor(draw * PICKUP_REASONS.length)] ?? 'Traffic';
}

// 'HH:MM' at `hour` o'clock plus up to `minutes` more.
function minutesPast(hour: number, minutes: number): string {
  return timeOfDayFromMinutes(hour * 60 + Math.floor(minutes));
}

function seedConfirmations(deps: ServiceDeps, monday: string, families: SeedFamily[]): void {
  const days = weekDates(monday);
  const answers: Array<(family: SeedFamily) => ConfirmWeekPayload | null> = [
    () => ({ weekStart: monday, status: 'confirmed', details: {} }),
    (family) => ({
      weekStart: monday,
      status: 'not_coming',
      details: {
        absentDays: [days[family.days.indexOf(true)] ?? monday],
        reason: 'Visiting grandparents',
        alsoConfirmOthers: true,
      },
    }),
    (family) => ({
      weekStart: monday,
      status: 'schedule_change',
      details: {
        scheduleChangeDay: days[family.days.indexOf(true)] ?? monday,
        scheduleChangeType: 'early_pick',
        scheduleChangeTime: '14:30',
        scheduleChangeReason: 'Swimming lesson',
        alsoConfirmOthers: true,
      },
    }),
    (family) => {
      const free = family.days.indexOf(false);
      return free < 0
        ? null
        : {
            weekStart: monday,
            status: 'extra_day_request',
            details: {
              requestExtraDay: days[free] ?? monday,
              extraDayReason: EXTRA_DAY_DEFAULT_REASON,
              alsoConfirmOthers: true,
            },
          };
    },
    () => null,
  ];
  // The Friday before the week, at noon on the facility's clock.
  const answeredAt = instantAt(addDays(monday, -3), '12:00', deps.clock.timeZone);
  for (const [index, family] of families.entries()) {
    const answer = answers[index % answers.length]?.(family);
    if (!answer) continue;
    const decision = demoDecision(answer, Math.floor(index / answers.length), answeredAt);
    deps.registry.write({ kind: 'family', customerId: family.id, monday }, (doc) => {
      setFamilyConfirmation(doc, answer, answeredAt, SERVER_ORIGIN);
      if (decision) setExtraDayDecision(doc, decision, SERVER_ORIGIN);
    });
  }
}

// Of the demo's extra-day requests, one in three is approved, one declined and one left for the
// desk to answer, so the Requests count and both of the parent's answers have something to show.
function demoDecision(
  answer: ConfirmWeekPayload,
  round: number,
  answeredAt: Date,
): ExtraDayDecision | null {
  const day = answer.details.requestExtraDay;
  if (answer.status !== 'extra_day_request' || !day || round % 3 === 2) return null;
  const decidedAt = new Date(answeredAt.getTime() + 60 * 60 * 1000).toISOString();
  return round % 3 === 0
    ? { day, decision: 'approved', message: 'See you then!', decidedAt, decidedBy: DEMO_STAFF.name }
    : {
        day,
        decision: 'declined',
        message: 'Sorry, we are full that day.',
        decidedAt,
        decidedBy: DEMO_STAFF.name,
      };
}

// The two past weeks are paid by cheque or cash on their Friday, through the same service as
// Record Payment, so the ledger covers their days. The second family still owes, so the
// missing-payments alert has something to show. This week shows the ledger's other cases
// (decision 031): a part payment, a credit from an overpayment and a discount, and a late fee.
function seedPayments(deps: ServiceDeps, mondays: readonly string[], families: SeedFamily[]): void {
  const familyIds = [
    ...new Set(families.map((family) => familyIdOf(requireCustomer(deps.db, family.id)))),
  ];
  const owing = families[1] ? familyIdOf(requireCustomer(deps.db, families[1].id)) : null;
  for (const monday of mondays) {
    for (const [index, familyId] of familyIds.entries()) {
      if (familyId === owing) continue;
      const week = { from: monday, to: addDays(monday, 6) };
      const money = familyMoney(deps.db, familyId);
      const amount = totalOf(
        money.ledger.children.flatMap((child) => unpaidOf(chargesOf(money, child.id, week))),
      );
      if (amount === 0) continue;
      recordPayment(deps, {
        familyId,
        amount,
        method: index % 3 === 0 ? 'cash' : 'cheque',
        receivedOn: addDays(monday, 4),
      });
    }
  }
  const thisMonday = addWeeks(mondays.at(-1) ?? facilityToday(deps.clock), 1);
  const familyOf = (index: number) => {
    const family = families[index];
    return family ? familyIdOf(requireCustomer(deps.db, family.id)) : null;
  };
  const partPayer = familyOf(2);
  if (partPayer) {
    recordPayment(deps, {
      familyId: partPayer,
      amount: 4000,
      method: 'bank-transfer',
      receivedOn: thisMonday,
      payerName: 'Online banking',
    });
  }
  const overpayer = familyOf(3);
  if (overpayer) {
    recordPayment(deps, {
      familyId: overpayer,
      amount: 50_000,
      method: 'cash',
      receivedOn: thisMonday,
    });
  }
  const discounted = familyOf(4);
  if (discounted) {
    addAdjustment(
      deps,
      discounted,
      { amount: -1500, reason: 'Sibling discount', kind: 'adjustment', date: thisMonday },
      SYSTEM_SOURCE,
    );
  }
  const late = familyOf(5);
  if (late) {
    addAdjustment(
      deps,
      late,
      {
        amount: 1000,
        reason: 'Picked up 20 minutes after closing',
        kind: 'late-fee',
        date: thisMonday,
      },
      SYSTEM_SOURCE,
    );
  }
}

/** A small seeded generator (mulberry32): the same demo on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The kiosk needs a PIN to be tried at all: the sample family's guardian gets one, as staff
// would hand it out at the desk.
async function giveGuardianPin(
  deps: ServiceDeps,
  familyId: string,
): Promise<{ name: string; pin: string } | null> {
  const [guardian] = findFamily(deps.db, familyId)?.contacts ?? [];
  if (!guardian) return null;
  await setContactPin(
    deps,
    { familyId, contactId: guardian.id },
    DEMO_KIOSK_PIN,
    'staff',
    SYSTEM_SOURCE,
  );
  return { name: guardian.name, pin: DEMO_KIOSK_PIN };
}
