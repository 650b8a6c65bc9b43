/**
 * @module
 * Staff and owner accounts the owner manages (DESIGN section 7, "People"): the bodies of
 * POST /api/staff, PATCH /api/staff/{id} and POST /api/change-password, and the account as the
 * API answers it. A password is never part of an answer except the first one, shown once.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, newPasswordSchema } from './auth.ts';

/** The roles of a personal account. */
export const ACCOUNT_ROLES = ['staff', 'owner'] as const;

/** A personal account's role. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Longest name of a person. */
export const MAX_PERSON_NAME_LENGTH = 100;

const personNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(MAX_PERSON_NAME_LENGTH, {
    error: `Name must be at most ${MAX_PERSON_NAME_LENGTH} characters`,
  });

// Lower case letters, digits, dot, dash and underscore: what a person types on any keyboard.
const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/** A new account's username: case folded, so 'Maria' and 'maria' are one person. */
export const accountUsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Username is required' })
  .max(MAX_USERNAME_LENGTH, { error: `Username must be at most ${MAX_USERNAME_LENGTH} characters` })
  .regex(USERNAME_PATTERN, {
    error:
      'Username may hold letters, digits, dots, dashes and underscores, and starts with a letter or digit',
  });

const accountRoleSchema = z.enum(ACCOUNT_ROLES, { error: 'role must be staff or owner' });

/** Zod schema for POST /api/staff. */
export const createStaffPayloadSchema = z.strictObject({
  name: personNameSchema,
  username: accountUsernameSchema,
  role: accountRoleSchema,
});
export type CreateStaffPayload = z.infer<typeof createStaffPayloadSchema>;

/** Zod schema for PATCH /api/staff/{id}: any of name, role and active. */
export const updateStaffPayloadSchema = z
  .strictObject({
    name: personNameSchema.optional(),
    role: accountRoleSchema.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Send name, role or active',
  });
export type UpdateStaffPayload = z.infer<typeof updateStaffPayloadSchema>;

/** Zod schema for POST /api/change-password: a person's own password, the current one checked. */
export const changeOwnPasswordPayloadSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(MAX_PASSWORD_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangeOwnPasswordPayload = z.infer<typeof changeOwnPasswordPayloadSchema>;

/** An account as GET /api/staff answers it. */
export const staffAccountResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  active: z.boolean(),
  requiresPasswordChange: z.boolean(),
  /** One of the accounts the environment names; the first ones. */
  fromEnvironment: z.boolean(),
  createdAt: z.string().nullable(),
});
export type StaffAccountResponse = z.infer<typeof staffAccountResponseSchema>;

/** POST /api/staff and POST /api/staff/{id}/reset-password: the account and its first password. */
export const staffWithPasswordResponseSchema = staffAccountResponseSchema.extend({
  password: z.string(),
});
export type StaffWithPasswordResponse = z.infer<typeof staffWithPasswordResponseSchema>;
