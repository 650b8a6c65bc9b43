/**
 * @module
 * The customers entity (spec section 3), the insert rules of spec section 5, and the payloads of
 * POST /api/customers and PUT /api/customers/{id}/schedule.
 */
import { z } from 'zod';
import { STORED_DEFAULT_HOURLY_RATE } from '../constants.ts';
import { WEEKDAYS, type Weekday } from '../dates.ts';
import { parseMoney } from '../money.ts';
import {
  customerIdSchema,
  isoTimestampSchema,
  moneyStringSchema,
  moneyValueSchema,
  nullableColumn,
} from './common.ts';

/** Longest customer name accepted. */
export const MAX_CUSTOMER_NAME_LENGTH = 200;

/** The customers column that records whether a customer attends on each weekday by default. */
export const DEFAULT_DAY_FIELDS = {
  monday: 'defaultMonday',
  tuesday: 'defaultTuesday',
  wednesday: 'defaultWednesday',
  thursday: 'defaultThursday',
  friday: 'defaultFriday',
} as const satisfies Record<Weekday, string>;

/** Name of one of the five default-day columns. */
export type DefaultDayField = (typeof DEFAULT_DAY_FIELDS)[Weekday];

/** Zod schema for a customer's name: trimmed, required ('Name is required', spec section 5). */
export const customerNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : undefined) })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(MAX_CUSTOMER_NAME_LENGTH, {
    error: `Name must be at most ${MAX_CUSTOMER_NAME_LENGTH} characters`,
  });

/** Zod schema for an hourly rate: a decimal(10,2) string or number, at least 0, output '12.50'. */
export const hourlyRateSchema = moneyValueSchema.check(
  z.refine((rate) => parseMoney(rate) >= 0, { error: 'hourlyRate cannot be negative' }),
);

const defaultDayFlags = {
  defaultMonday: z.boolean().default(false),
  defaultTuesday: z.boolean().default(false),
  defaultWednesday: z.boolean().default(false),
  defaultThursday: z.boolean().default(false),
  defaultFriday: z.boolean().default(false),
};

/** Zod schema for a stored customer (spec section 3), with the column defaults applied. */
export const customerSchema = z.object({
  id: customerIdSchema,
  name: customerNameSchema,
  email: nullableColumn(z.string()),
  phone: nullableColumn(z.string()),
  emergencyContact: nullableColumn(z.string()),
  emergencyPhone: nullableColumn(z.string()),
  hourlyRate: z._default(moneyStringSchema, STORED_DEFAULT_HOURLY_RATE),
  stripeCustomerId: nullableColumn(z.string()),
  paymentMethodId: nullableColumn(z.string()),
  autoPayment: z.boolean().default(false),
  ...defaultDayFlags,
  notes: nullableColumn(z.string()),
  createdAt: isoTimestampSchema,
});

/** A stored customer. */
export type Customer = z.infer<typeof customerSchema>;

/** Zod schema for inserting a customer: id and createdAt omitted, name required (spec section 5). */
export const insertCustomerSchema = customerSchema.omit({ id: true, createdAt: true }).extend({
  hourlyRate: z._default(hourlyRateSchema, STORED_DEFAULT_HOURLY_RATE),
});

/** A customer about to be inserted, defaults applied. */
export type InsertCustomer = z.infer<typeof insertCustomerSchema>;

const contactSchema = z
  .string()
  .trim()
  .max(200, { error: 'Must be at most 200 characters' })
  .default('');

/** Zod schema for POST /api/customers; the screens send empty email and phone and '12.50'. */
export const createCustomerPayloadSchema = z.strictObject({
  name: customerNameSchema,
  email: contactSchema.refine((email) => email === '' || z.email().safeParse(email).success, {
    error: 'Email must be a valid email address or empty',
  }),
  phone: contactSchema,
  // Absent means the owner's default rate in Settings (decision 024).
  hourlyRate: z.optional(hourlyRateSchema),
  /** A sibling: the child joins this family and no login is made (DESIGN section 7). */
  familyId: z.guid({ error: 'familyId must be a UUID' }).optional(),
});

/** The body of POST /api/customers after validation. */
export type CreateCustomerPayload = z.infer<typeof createCustomerPayloadSchema>;

/** Zod schema for PUT /api/customers/{id}/schedule: all five default days, each a boolean. */
export const updateScheduleSchema = z.strictObject({
  defaultMonday: z.boolean(),
  defaultTuesday: z.boolean(),
  defaultWednesday: z.boolean(),
  defaultThursday: z.boolean(),
  defaultFriday: z.boolean(),
});

/** The body of PUT /api/customers/{id}/schedule. */
export type UpdateSchedulePayload = z.infer<typeof updateScheduleSchema>;

/** Zod schema for the {id} path parameter of the customer routes. */
export const customerIdParamSchema = z.object({ id: customerIdSchema });

/** The weekdays a customer attends by default, Monday first. */
export function defaultWeekdays(customer: Pick<Customer, DefaultDayField>): Weekday[] {
  return WEEKDAYS.filter((day) => customer[DEFAULT_DAY_FIELDS[day]]);
}
