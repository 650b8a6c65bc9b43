/**
 * @module
 * What the owner sets in the app rather than the environment (DESIGN section 7, "Provider
 * details"): GET and PUT /api/settings. The business name starts as BUSINESS_NAME.
 */
import { z } from 'zod';
import { moneyValueSchema, parseMoney } from '../money.ts';

/** How often statements are made. */
export const BILLING_CYCLES = ['weekly', 'monthly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/**
 * The first password a new parent login gets: the spec's shared one (CUSTOMER_DEFAULT_PASSWORD,
 * when the environment gives one), or one of its own for every family.
 */
export const FIRST_PASSWORD_MODES = ['shared', 'personal'] as const;
export type FirstPasswordMode = (typeof FIRST_PASSWORD_MODES)[number];

/** How long a parent's first password signs in before it must be replaced by staff. */
export const FIRST_PASSWORD_LIFETIME_DAYS = 14;

/** Every setting with its value. */
export const settingsResponseSchema = z.object({
  businessName: z.string(),
  address: z.string(),
  taxId: z.string(),
  billingCycle: z.enum(BILLING_CYCLES),
  lateFee: z.string(),
  /** The hourly rate a new child gets unless one is given (decision 024). */
  defaultHourlyRate: z.string(),
  parentFirstPassword: z.enum(FIRST_PASSWORD_MODES),
  /** Whether the environment gives a shared first password at all. */
  sharedFirstPasswordAvailable: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Zod schema for PUT /api/settings: any of the settings. */
export const updateSettingsPayloadSchema = z
  .strictObject({
    businessName: text('Business name', 100)
      .min(1, { error: 'Business name is required' })
      .optional(),
    address: text('Address', 500).optional(),
    taxId: text('Tax id', 50).optional(),
    billingCycle: z
      .enum(BILLING_CYCLES, { error: 'billingCycle must be weekly or monthly' })
      .optional(),
    lateFee: moneyValueSchema
      .refine((fee) => parseMoney(fee) >= 0, { error: 'lateFee cannot be negative' })
      .optional(),
    defaultHourlyRate: moneyValueSchema
      .refine((rate) => parseMoney(rate) >= 0, { error: 'defaultHourlyRate cannot be negative' })
      .optional(),
    parentFirstPassword: z
      .enum(FIRST_PASSWORD_MODES, { error: 'parentFirstPassword must be shared or personal' })
      .optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Send at least one setting',
  });
export type UpdateSettingsPayload = z.infer<typeof updateSettingsPayloadSchema>;
