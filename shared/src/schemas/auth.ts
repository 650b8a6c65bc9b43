/**
 * @module
 * Sign-in and password payloads of the three audiences (spec sections 5 and 7), the
 * customer_logins and users entities, and the role names.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { customerIdSchema, idSchema, isoTimestampSchema, nullableColumn } from './common.ts';

/** The three audiences of spec section 6, and the kiosk at the door (DESIGN section 7). */
export const ROLES = ['staff', 'owner', 'customer', 'kiosk'] as const;

/** One of the audiences. */
export type Role = (typeof ROLES)[number];

/** Zod schema for a role name. */
export const roleSchema = z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` });

/** Longest username accepted; bounds lookups. */
export const MAX_USERNAME_LENGTH = 100;

/** Longest password accepted; bounds the cost of hashing it. */
export const MAX_PASSWORD_LENGTH = 256;

const USERNAME_REQUIRED = 'Username is required';
const PASSWORD_REQUIRED = 'Password is required';
const MISSING_CUSTOMER_CREDENTIALS = 'Missing Information: Please enter both username and password';
const PASSWORD_TOO_SHORT = `Password Too Short: Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
const PASSWORDS_DIFFER = "Passwords Don't Match: Please make sure both passwords are the same";
const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;

// A string field whose absence, wrong type or emptiness all read as `message`.
function credential(message: string, maxLength: number) {
  return z
    .string({ error: message })
    .min(1, { error: message })
    .max(maxLength, { error: `Must be at most ${maxLength} characters` });
}

/** Zod schema for the staff sign-in (POST /api/login): username and password both required. */
export const loginPayloadSchema = z.strictObject({
  username: credential(USERNAME_REQUIRED, MAX_USERNAME_LENGTH),
  password: credential(PASSWORD_REQUIRED, MAX_PASSWORD_LENGTH),
});

/** The body of POST /api/login. */
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** Zod schema for POST /api/owner-login, with the spec's messages. */
export const ownerLoginPayloadSchema = z.strictObject({
  username: credential(USERNAME_REQUIRED, MAX_USERNAME_LENGTH),
  password: credential(PASSWORD_REQUIRED, MAX_PASSWORD_LENGTH),
});

/** The body of POST /api/owner-login. */
export type OwnerLoginPayload = z.infer<typeof ownerLoginPayloadSchema>;

/** Zod schema for POST /api/owner/validate. */
export const ownerValidatePayloadSchema = z.strictObject({
  token: credential('token is required', 512),
});

/** The body of POST /api/owner/validate. */
export type OwnerValidatePayload = z.infer<typeof ownerValidatePayloadSchema>;

/** Zod schema for POST /api/customer/login: username trimmed, password kept as typed (spec 5). */
export const customerLoginPayloadSchema = z.strictObject({
  username: z
    .string({ error: MISSING_CUSTOMER_CREDENTIALS })
    .trim()
    .min(1, { error: MISSING_CUSTOMER_CREDENTIALS })
    .max(MAX_USERNAME_LENGTH, { error: `Must be at most ${MAX_USERNAME_LENGTH} characters` }),
  password: z
    .string({ error: MISSING_CUSTOMER_CREDENTIALS })
    .refine((password) => password.trim().length > 0, { error: MISSING_CUSTOMER_CREDENTIALS })
    .refine((password) => password.length <= MAX_PASSWORD_LENGTH, { error: PASSWORD_TOO_LONG }),
});

/** The body of POST /api/customer/login. */
export type CustomerLoginPayload = z.infer<typeof customerLoginPayloadSchema>;

/** Zod schema for a customer's new password: at least 6 characters (spec section 5). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_TOO_LONG });

/** Longest welcome code accepted as typed (the code is 9 characters with its dash). */
export const MAX_WELCOME_CODE_LENGTH = 32;

/**
 * Zod schema for POST /api/customer/change-password. The first change (the login still on its
 * first password) sends only `newPassword`, as the spec says, plus the `welcomeCode` from the
 * welcome sheet when the login was given the shared first password (decision 068); every later
 * change sends the `currentPassword` too, which the server checks (decision 016).
 */
export const changePasswordPayloadSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password must be text' })
    .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_TOO_LONG })
    .optional(),
  welcomeCode: z
    .string({ error: 'Welcome code must be text' })
    .max(MAX_WELCOME_CODE_LENGTH, {
      error: `Welcome code must be at most ${MAX_WELCOME_CODE_LENGTH} characters`,
    })
    .optional(),
  newPassword: newPasswordSchema,
});

/** The body of POST /api/customer/change-password. */
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

/** Zod schema for the Create Your Password form: long enough and equal to its confirmation. */
export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
    // Judge the match even while the password is still too short, so both messages show.
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof value.newPassword === 'string' && typeof value.confirmPassword === 'string';
    },
  });

/** The Create Your Password form values. */
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** Zod schema for a stored customer login (customer_logins); a new login must change its password. */
export const customerLoginSchema = z.object({
  id: idSchema,
  customerId: customerIdSchema,
  username: z.string().min(1).max(MAX_USERNAME_LENGTH),
  passwordHash: z.string().min(1),
  requiresPasswordChange: z.boolean().default(true),
  isActive: z.boolean().default(true),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
});

/** A stored customer login. */
export type CustomerLogin = z.infer<typeof customerLoginSchema>;

/** Zod schema for the users entity of spec section 3 (no screen uses it). */
export const userSchema = z.object({
  id: idSchema,
  email: nullableColumn(z.string()),
  firstName: nullableColumn(z.string()),
  lastName: nullableColumn(z.string()),
  profileImageUrl: nullableColumn(z.string()),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
});

/** A stored user. */
export type User = z.infer<typeof userSchema>;
