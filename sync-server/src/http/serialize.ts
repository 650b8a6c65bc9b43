/**
 * @module
 * Rows as the API returns them (spec section 3): money in cents becomes decimal strings,
 * timestamps become ISO strings, ids stay strings. One function per entity, used by every route.
 */

import { formatMoney } from '@cubby/shared/money';
import type {
  ChildResponse,
  ConfirmationDetails,
  ConfirmationResponse,
  ContactResponse,
  FamilyResponse,
  ParentLoginResponse,
} from '@cubby/shared/schemas';
import type {
  customers,
  dailyAttendance,
  payments,
  scheduleNotes,
  sessions,
  weeklyConfirmations,
  weeklyNotes,
} from '../db/schema.ts';
import {
  type ContactRow,
  contactRoles,
  type FamilyRecord,
  type ParentLoginRow,
} from '../queries/families.ts';
import { formatReceiptNumber } from '../services/ledger/receipts.ts';
import { isoInstant } from './iso-instant.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

const money = (cents: number | null) => (cents === null ? null : formatMoney(cents));
const iso = (date: Date | null) => (date === null ? null : isoInstant(date));

// The week grid and the financial week write a customer per family and an attendance record per
// day, thousands an answer: each is one object literal of fixed keys, which V8 builds and
// JSON.stringify writes on their fast paths. Built from a row by rest and spread, with its keys
// counted out at run time, the same records cost five times as much (issue 21). The keys keep
// the order the spread gave them: the table's columns, then the ones converted.

/** A customer: the spec's fields, and as a child of a family its family and profile. */
export function toCustomerJson(row: Row<typeof customers>): ChildResponse {
  return {
    id: row.id,
    name: row.name,
    birthDate: row.birthDate,
    allergies: row.allergies,
    medicalNotes: row.medicalNotes,
    email: row.email,
    phone: row.phone,
    emergencyContact: row.emergencyContact,
    emergencyPhone: row.emergencyPhone,
    stripeCustomerId: row.stripeCustomerId,
    paymentMethodId: row.paymentMethodId,
    autoPayment: row.autoPayment,
    defaultMonday: row.defaultMonday,
    defaultTuesday: row.defaultTuesday,
    defaultWednesday: row.defaultWednesday,
    defaultThursday: row.defaultThursday,
    defaultFriday: row.defaultFriday,
    notes: row.notes,
    roomId: row.roomId,
    familyId: row.familyId ?? '',
    hourlyRate: formatMoney(row.hourlyRateCents),
    createdAt: iso(row.createdAt),
  };
}

/** A parent login, as staff see it: never its password. */
export function toParentLoginJson(row: ParentLoginRow): ParentLoginResponse {
  return {
    id: row.id,
    contactId: row.contactId,
    username: row.username,
    requiresPasswordChange: row.requiresPasswordChange,
    isActive: row.isActive,
    firstPasswordExpiresAt: row.requiresPasswordChange ? iso(row.firstPasswordExpiresAt) : null,
  };
}

/** A contact, with the parent login they sign in with when `logins` holds one. */
export function toContactJson(
  row: ContactRow,
  logins: readonly ParentLoginRow[] = [],
): ContactResponse {
  const login = logins.find((candidate) => candidate.contactId === row.id);
  return {
    id: row.id,
    familyId: row.familyId,
    name: row.name,
    relationship: row.relationship,
    phone: row.phone,
    email: row.email,
    roles: contactRoles(row),
    mustNotCollect: row.mustNotCollect,
    approved: row.approved,
    login: login ? toParentLoginJson(login) : null,
  };
}

/** A family with its children, contacts and their parent logins. */
export function toFamilyJson(record: FamilyRecord): FamilyResponse {
  return {
    id: record.family.id,
    name: record.family.name,
    kioskNote: record.family.kioskNote,
    children: record.children.map(toCustomerJson),
    contacts: record.contacts.map((contact) => toContactJson(contact, record.logins)),
  };
}

/** A check-in session; `checkOutTime` is null while in progress. */
export function toSessionJson(row: Row<typeof sessions>) {
  // Who dropped off and picked up stay out: the spec's session has no such fields, and the
  // individual report answers them.
  const {
    totalCostCents,
    checkInTime,
    checkOutTime,
    createdAt,
    droppedOffBy: _droppedOffBy,
    pickedUpBy: _pickedUpBy,
    ...rest
  } = row;
  return {
    ...rest,
    checkInTime: iso(checkInTime),
    checkOutTime: iso(checkOutTime),
    totalCost: money(totalCostCents),
    createdAt: iso(createdAt),
  };
}

/**
 * An attendance day. `checkReceived` is a payment fact: only callers that may read finance pass
 * `withPayment`, so staff screens never receive it (finance never reaches a staff device).
 * `dailyCost` is what the day's record charges (decision 069: the price the server kept, else
 * its stays at the child's rate, else a standard day); null for an absent day and while it is in
 * progress, which is charged nothing yet (decision 071). Times and flags are the record's: the first arrival, the
 * last departure, early and late by the hours in force that day.
 */
export function toAttendanceJson(
  row: Row<typeof dailyAttendance>,
  { withPayment }: { withPayment: boolean },
): AttendanceJson {
  // partPaidCents is the ledger's working figure for the owner's live dashboard, not a field of
  // the spec's attendance record. Without payment, checkReceived is undefined, which JSON leaves
  // out: one shape of object either way.
  return {
    id: row.id,
    customerId: row.customerId,
    date: row.date,
    isPresent: row.isPresent,
    isEarlyPickup: row.isEarlyPickup,
    isLatePickup: row.isLatePickup,
    pickupReason: row.pickupReason,
    arrivalTime: row.arrivalTime,
    departureTime: row.departureTime,
    dailyCost: row.isPresent && row.chargeCents !== null ? formatMoney(row.chargeCents) : null,
    checkReceived: withPayment ? row.checkReceived : undefined,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** An attendance day as the API answers it; `checkReceived` only to those who may read finance. */
// A type, not an interface: the report's schema reads it as a record of unknown fields.
export type AttendanceJson = {
  id: string;
  customerId: string;
  date: string;
  isPresent: boolean;
  isEarlyPickup: boolean;
  isLatePickup: boolean;
  pickupReason: string | null;
  arrivalTime: string | null;
  departureTime: string | null;
  dailyCost: string | null;
  checkReceived?: boolean;
  createdAt: string | null;
  updatedAt: string | null;
};

/** A payment. */
export function toPaymentJson(row: Row<typeof payments>) {
  const { amountCents, createdAt, receiptNumber, reversedAt, ...rest } = row;
  return {
    ...rest,
    amount: formatMoney(amountCents),
    receiptNumber: receiptNumber === null ? null : formatReceiptNumber(receiptNumber),
    reversedAt: reversedAt === null ? null : iso(reversedAt),
    createdAt: iso(createdAt),
  };
}

/** A weekly note (staff or financial). */
export function toWeeklyNoteJson(row: Row<typeof weeklyNotes>) {
  return { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

/** A family's weekly confirmation; its details were checked when it was stored. */
export function toConfirmationJson(row: Row<typeof weeklyConfirmations>): ConfirmationResponse {
  return {
    ...row,
    details: row.details as ConfirmationDetails | null,
    confirmedAt: iso(row.confirmedAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A schedule note. */
export function toScheduleNoteJson(row: Row<typeof scheduleNotes>) {
  return { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}
