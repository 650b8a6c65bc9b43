/**
 * @module
 * What the owner sets in the app rather than the environment (DESIGN sections 7 and 8): GET and
 * PUT /api/settings. The business name starts as BUSINESS_NAME, the hours as the spec's. GET
 * answers exactly what PUT takes, so a client may change one field and send the rest back as it
 * read them; the one fact the owner cannot set rides along read-only (decision 070).
 */
import { z } from 'zod';
import { isoDateSchema } from '../date-schemas.ts';
import {
  closuresSchema,
  openingHoursSchema,
  standardDaySchema,
} from '../facility-hours-schemas.ts';
import { parseMoney } from '../money.ts';
import { moneyValueSchema } from '../money-schemas.ts';

/** How often statements are made. */
export const BILLING_CYCLES = ['weekly', 'monthly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/**
 * The first password a new parent login gets: one of its own (`personal`, the default), or the
 * spec's shared one (CUSTOMER_DEFAULT_PASSWORD, when the environment gives one) with a welcome
 * code of the login's own (decision 068).
 */
export const FIRST_PASSWORD_MODES = ['shared', 'personal'] as const;
/** One of the first password modes. */
export type FirstPasswordMode = (typeof FIRST_PASSWORD_MODES)[number];

/** The most networks the owner may list as the centre's own. */
export const MAX_CENTRE_NETWORKS = 20;

const NETWORK_PROBLEM =
  'Each of the centre’s networks must be an address or a network such as 192.168.1.0/24';

/**
 * One of the centre's own networks, as the owner types it: an IPv4 or IPv6 address, or a network
 * in CIDR notation (192.168.1.0/24, 2001:db8:5::/48). Failed sign-ins from it are not counted
 * against the address as a whole (decision 068).
 */
export const centreNetworkSchema = z
  .string({ error: NETWORK_PROBLEM })
  .trim()
  .refine(
    (network) =>
      [z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()].some((form) => form.safeParse(network).success),
    { error: NETWORK_PROBLEM },
  );

/** The longest business name: BUSINESS_NAME is held to it too, so GET answers what PUT takes. */
export const MAX_BUSINESS_NAME_LENGTH = 100;

/** How long a parent's first password signs in before it must be replaced by staff. */
export const FIRST_PASSWORD_LIFETIME_DAYS = 14;

/** Days after a billing period ends that its statement is due, unless the owner sets others. */
export const DEFAULT_DUE_DAYS = 7;
/** Days past the due date before a late fee may be charged, unless the owner sets others. */
export const DEFAULT_LATE_FEE_GRACE_DAYS = 5;
/** The most days either may be: two months covers any day-care's terms. */
export const MAX_BILLING_DAYS = 60;

/** Every setting with its value. */
export const settingsResponseSchema = z.object({
  businessName: z.string(),
  address: z.string(),
  taxId: z.string(),
  billingCycle: z.enum(BILLING_CYCLES),
  /** Days after a billing period ends that its statement is due. */
  dueDays: z.number().int(),
  /** The late fee the owner may charge an overdue family; '0.00' means none. */
  lateFee: z.string(),
  /** Days past the due date before a family counts as late. */
  lateFeeGraceDays: z.number().int(),
  /** The hourly rate a new child gets unless one is given (decision 024). */
  defaultHourlyRate: z.string(),
  parentFirstPassword: z.enum(FIRST_PASSWORD_MODES),
  /**
   * Read-only: whether the environment gives a shared first password at all. PUT takes it back
   * and ignores it, so an answer sent back unchanged is a valid request (decision 070).
   */
  sharedFirstPasswordAvailable: z.boolean(),
  /** The centre's own networks, which failed sign-ins cannot lock out (decision 068). */
  centreNetworks: z.array(z.string()),
  /** The hours in force today, per weekday; a day left out is closed (DESIGN section 8). */
  openingHours: openingHoursSchema,
  /** The day in force today that a departure is early or late against. */
  standardDay: standardDaySchema,
  /** Dates the centre is closed, oldest first. */
  closures: z.array(isoDateSchema),
  /** Whether a check-out over the API must name who collects (the desk always asks). */
  requireCollector: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const days = (label: string) => {
  const problem = `${label} must be a whole number from 0 to ${MAX_BILLING_DAYS}`;
  return z
    .number({ error: problem })
    .int({ error: problem })
    .min(0, { error: problem })
    .max(MAX_BILLING_DAYS, { error: problem });
};

/** Zod schema for PUT /api/settings: any of the settings. */
export const updateSettingsPayloadSchema = z
  .strictObject({
    businessName: text('Business name', MAX_BUSINESS_NAME_LENGTH)
      .min(1, { error: 'Business name is required' })
      .optional(),
    address: text('Address', 500).optional(),
    taxId: text('Tax id', 50).optional(),
    billingCycle: z
      .enum(BILLING_CYCLES, { error: 'billingCycle must be weekly or monthly' })
      .optional(),
    dueDays: days('Due days').optional(),
    lateFee: z.optional(
      moneyValueSchema.check(
        z.refine((fee) => parseMoney(fee) >= 0, { error: 'lateFee cannot be negative' }),
      ),
    ),
    lateFeeGraceDays: days('Grace days').optional(),
    defaultHourlyRate: z.optional(
      moneyValueSchema.check(
        z.refine((rate) => parseMoney(rate) >= 0, {
          error: 'defaultHourlyRate cannot be negative',
        }),
      ),
    ),
    parentFirstPassword: z
      .enum(FIRST_PASSWORD_MODES, { error: 'parentFirstPassword must be shared or personal' })
      .optional(),
    centreNetworks: z
      .array(centreNetworkSchema, { error: 'centreNetworks must be a list' })
      .max(MAX_CENTRE_NETWORKS, {
        error: `List at most ${MAX_CENTRE_NETWORKS} of the centre’s networks`,
      })
      .optional(),
    openingHours: openingHoursSchema.optional(),
    standardDay: standardDaySchema.optional(),
    closures: closuresSchema.optional(),
    requireCollector: z.boolean({ error: 'requireCollector must be true or false' }).optional(),
    // What GET said; taken back so an answer round-trips, never stored.
    sharedFirstPasswordAvailable: z.boolean().optional(),
  })
  .transform(({ sharedFirstPasswordAvailable: _readOnly, ...patch }) => patch)
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Send at least one setting',
  });
export type UpdateSettingsPayload = z.infer<typeof updateSettingsPayloadSchema>;
