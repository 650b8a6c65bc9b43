/**
 * @module
 * The answers of the REST routes the web app reads, written once. The server's serializers
 * return these types, so a field renamed on either side fails the typecheck; the web app parses
 * each answer with its schema (`apiJson` in web/src/lib/api-client.ts), so an answer of another
 * shape fails clearly where it arrives rather than as `undefined` on a screen. Objects are not
 * strict: a field added on the server reaches old clients unread.
 */
import { z } from 'zod';
import { confirmationDetailsSchema } from './confirmation.ts';
import { EXTRA_DAY_DECISIONS } from './extra-day-decision.ts';
import { PAYMENT_METHODS } from './payment.ts';

const nullableText = z.string().nullable();
const isoInstant = z.string();

/** A customer as the API answers one (spec section 3; money as a decimal string). */
export const customerResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: nullableText,
  phone: nullableText,
  emergencyContact: nullableText,
  emergencyPhone: nullableText,
  hourlyRate: z.string(),
  stripeCustomerId: nullableText,
  paymentMethodId: nullableText,
  autoPayment: z.boolean(),
  defaultMonday: z.boolean(),
  defaultTuesday: z.boolean(),
  defaultWednesday: z.boolean(),
  defaultThursday: z.boolean(),
  defaultFriday: z.boolean(),
  notes: nullableText,
  createdAt: isoInstant.nullable(),
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

/**
 * POST /api/customers: the customer and the family's login, its first password shown once (and,
 * beside a shared first password, the login's welcome code, decision 068). A sibling added to a
 * family (`familyId`) gets no login of its own, so none is answered.
 */
export const createdCustomerResponseSchema = customerResponseSchema.extend({
  familyId: z.string(),
  login: z
    .object({
      username: z.string(),
      password: z.string(),
      requiresPasswordChange: z.boolean(),
      welcomeCode: z.string().optional(),
    })
    .optional(),
});
export type CreatedCustomerResponse = z.infer<typeof createdCustomerResponseSchema>;

/**
 * GET /api/user: the person signed in on the sign-in page (staff, or an owner: decision 072), the
 * business and the facility's time zone.
 */
export const staffUserResponseSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** The person's name; empty for the accounts the environment names. */
  name: z.string(),
  /** Which account signed in: an owner's session also opens the owner's screens. */
  role: z.enum(['staff', 'owner']),
  businessName: z.string(),
  timeZone: z.string(),
  /** A first password the owner set, to be changed before anything else. */
  requiresPasswordChange: z.boolean(),
  /**
   * The hourly rate a new child gets (the owner's default in Settings), shown where staff add
   * one; absent in a user remembered from before it existed.
   */
  defaultHourlyRate: z.string().optional(),
});
export type StaffUserResponse = z.infer<typeof staffUserResponseSchema>;

/** POST /api/login: the signed-in person and the session's bearer token. */
export const staffLoginResponseSchema = staffUserResponseSchema.extend({ token: z.string() });
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

/** POST /api/owner-login. */
export const ownerLoginResponseSchema = z.object({
  token: z.string(),
  /** A person the owner added signs in with a first password and must choose their own first. */
  requiresPasswordChange: z.boolean(),
});
export type OwnerLoginResponse = z.infer<typeof ownerLoginResponseSchema>;

/** POST /api/owner/validate. */
export const ownerValidationResponseSchema = z.object({
  valid: z.boolean(),
  /** The owner behind a valid token still has a first password to replace. */
  requiresPasswordChange: z.boolean(),
});
export type OwnerValidationResponse = z.infer<typeof ownerValidationResponseSchema>;

/** One unpaid day of GET /api/customers/{id}/outstanding-balance ('' for a time not recorded). */
export const unpaidDayResponseSchema = z.object({
  id: z.string(),
  date: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  hours: z.number(),
  totalCost: z.string(),
});
export type UnpaidDayResponse = z.infer<typeof unpaidDayResponseSchema>;

/**
 * GET /api/customers/{id}/outstanding-balance: the balance and the unpaid days, oldest first;
 * `familyCharges` is the part of the balance that is the family's late fees and adjustments,
 * carried by its first child (decision 071).
 */
export const outstandingBalanceResponseSchema = z.object({
  outstandingBalance: z.string(),
  unpaidSessions: z.number(),
  sessions: z.array(unpaidDayResponseSchema),
  familyCharges: z.string().default('0.00'),
});
export type OutstandingBalanceResponse = z.infer<typeof outstandingBalanceResponseSchema>;

/** POST /api/create-payment-intent. */
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.string(),
  publishableKey: z.string().nullable(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** A family's answer for a week (GET /api/confirmations/weekly, /api/customer/confirmation). */
export const confirmationResponseSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  weekStart: z.string(),
  status: z.string(),
  details: confirmationDetailsSchema.nullable(),
  confirmedAt: isoInstant.nullable(),
  updatedAt: isoInstant.nullable(),
  /** Staff's answer to an extra-day request, and the message they added to it. */
  decision: z.enum(EXTRA_DAY_DECISIONS).nullable(),
  decisionMessage: z.string().nullable(),
});
export type ConfirmationResponse = z.infer<typeof confirmationResponseSchema>;

/** Who brought or fetched a child, as the kiosk named them then (decision 028). */
export const visitPersonSchema = z.object({
  contactId: z.string(),
  name: z.string(),
  relationship: z.string(),
});

/**
 * One stay of a report's day: its times (ISO instants; `checkOutTime` null while the child is
 * in) and who dropped off and picked up, null when no one was named (a staff tablet's check-in).
 */
export const reportVisitSchema = z.object({
  checkInTime: isoInstant,
  checkOutTime: isoInstant.nullable(),
  droppedOffBy: visitPersonSchema.nullable(),
  pickedUpBy: visitPersonSchema.nullable(),
});
export type ReportVisit = z.infer<typeof reportVisitSchema>;

/** GET /api/customer-report: the customer, each day, each payment, and the totals. */
export const customerReportResponseSchema = z.object({
  customer: z.object({ id: z.string(), name: z.string(), hourlyRate: z.string() }),
  attendance: z.array(
    z.object({
      date: z.string(),
      day: z.string(),
      attendance: z.object({ isPresent: z.boolean() }).loose(),
      hours: z.number(),
      cost: z.number(),
      /** Arrived and not yet left: no hours or cost yet (decision 071); absent reads as no. */
      inProgress: z.boolean().default(false),
      /** The day's stays, first first, beside the spec's fields; absent reads as none. */
      visits: z.array(reportVisitSchema).default([]),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      createdAt: isoInstant,
      receivedOn: z.string(),
      status: z.string(),
      method: z.enum(PAYMENT_METHODS),
      amount: z.string(),
      note: nullableText,
      /** The receipt number, e.g. R-000042 (decision 031); absent reads as none. */
      receiptNumber: z.string().nullable().default(null),
      /** When the owner reversed it; absent reads as never. */
      reversedAt: z.string().nullable().default(null),
    }),
  ),
  summary: z.object({
    totalCost: z.number(),
    totalPaid: z.number(),
    outstandingBalance: z.number(),
  }),
});
export type CustomerReportResponse = z.infer<typeof customerReportResponseSchema>;
