/**
 * @module
 * Families, children's profiles and the people around them (DESIGN section 7, "People"): the
 * bodies of PATCH /api/customers/{id} and /api/families/{id}, POST and PATCH
 * /api/families/{id}/contacts, a parent's
 * own contact details and pick-up proposals, and the family as the API answers it. A child is
 * the spec's customer; the family holds the children, the contacts and the parent logins.
 */
import { z } from 'zod';
import { isoDateSchema } from '../date-schemas.ts';
import { customerNameSchema, hourlyRateSchema } from './customer.ts';
import { ownContactResponseSchema } from './portal-answers.ts';
import { customerResponseSchema } from './responses.ts';
import { childRoomSchema } from './rooms.ts';

/** What a contact is to the family's children: any of these. */
export const CONTACT_ROLES = ['guardian', 'emergency', 'pickup'] as const;

/** One role of a contact. */
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** Longest allergies, medical notes or child notes text. */
export const MAX_PROFILE_TEXT_LENGTH = 1000;

/** Longest contact name, relationship, phone or email. */
export const MAX_CONTACT_FIELD_LENGTH = 200;

/** Zod schema for a family or contact id (a generated UUID). */
export const familyIdSchema = z.guid({ error: 'Must be a UUID' });

/** Zod schema for the {id} path parameter of the family routes. */
export const familyIdParamSchema = z.object({ id: familyIdSchema });

/** Zod schema for the {id} and {contactId} path parameters of one contact. */
export const contactParamSchema = z.object({ id: familyIdSchema, contactId: familyIdSchema });

// Free text that may be cleared: trimmed, '' and null both mean "none".
const profileText = z
  .string({ error: 'Must be text or null' })
  .trim()
  .max(MAX_PROFILE_TEXT_LENGTH, { error: `Must be at most ${MAX_PROFILE_TEXT_LENGTH} characters` })
  .nullable()
  .transform((text) => (text ? text : null));

const contactText = z
  .string({ error: 'Must be text' })
  .trim()
  .max(MAX_CONTACT_FIELD_LENGTH, {
    error: `Must be at most ${MAX_CONTACT_FIELD_LENGTH} characters`,
  });

const contactNameSchema = contactText.min(1, { error: 'Name is required' });

// Digits with the usual separators and an optional leading +: a number a phone can dial.
const PHONE_PATTERN = /^\+?[0-9 ().-]{3,40}$/;

/** Zod schema for a phone number: empty, or one a phone can dial (digits, spaces, ()+-.). */
export const phoneSchema = contactText.refine(
  (phone) => phone === '' || PHONE_PATTERN.test(phone),
  {
    error: 'Phone must be a number such as 555-0100 or +1 (555) 010-0100',
  },
);

/** Zod schema for an email address, or empty. */
export const emailSchema = contactText.refine(
  (email) => email === '' || z.email().safeParse(email).success,
  { error: 'Email must be a valid email address or empty' },
);

const rolesSchema = z
  .array(z.enum(CONTACT_ROLES, { error: 'roles may hold guardian, emergency and pickup' }), {
    error: 'roles must be a list of guardian, emergency and pickup',
  })
  .max(CONTACT_ROLES.length)
  .transform((roles) => CONTACT_ROLES.filter((role) => roles.includes(role)));

const birthDateSchema = isoDateSchema.nullable();

/**
 * Zod schema for PATCH /api/customers/{id}: a child's name and profile, and (the owner's alone)
 * the hourly rate and the child's room (decision 039), any of them.
 */
export const updateChildPayloadSchema = z
  .strictObject({
    name: customerNameSchema.optional(),
    hourlyRate: z.optional(hourlyRateSchema),
    birthDate: birthDateSchema.optional(),
    allergies: profileText.optional(),
    medicalNotes: profileText.optional(),
    notes: profileText.optional(),
    roomId: childRoomSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Send name, birthDate, allergies, medicalNotes, notes, hourlyRate or roomId',
  });
export type UpdateChildPayload = z.infer<typeof updateChildPayloadSchema>;

/** Longest kiosk note: a line the person at the door reads at arm's length. */
export const MAX_KIOSK_NOTE_LENGTH = 200;

/**
 * Zod schema for a family's kiosk note ("Please see the front desk"), shown at the kiosk to
 * whoever of the family types their PIN: trimmed, and '' or null clears it.
 */
export const kioskNoteSchema = z
  .string({ error: 'kioskNote must be text or null' })
  .trim()
  .max(MAX_KIOSK_NOTE_LENGTH, {
    error: `kioskNote must be at most ${MAX_KIOSK_NOTE_LENGTH} characters`,
  })
  .nullable()
  .transform((text) => (text ? text : null));

/** Zod schema for PATCH /api/families/{id}: the family's own fields (staff and the owner). */
export const updateFamilyPayloadSchema = z.strictObject({ kioskNote: kioskNoteSchema });
export type UpdateFamilyPayload = z.infer<typeof updateFamilyPayloadSchema>;

// A person who must not collect is on the list to be refused; every other contact has a role.
function rolesMakeSense(contact: { roles?: ContactRole[]; mustNotCollect?: boolean }): boolean {
  if (contact.mustNotCollect && contact.roles?.includes('pickup')) return false;
  return true;
}
const CONTRADICTORY_ROLES = 'A person who must not collect cannot also be an authorised pick-up';

/** Zod schema for POST /api/families/{id}/contacts. */
export const createContactPayloadSchema = z
  .strictObject({
    name: contactNameSchema,
    relationship: contactText.default(''),
    phone: phoneSchema.default(''),
    email: emailSchema.default(''),
    roles: rolesSchema.default([]),
    mustNotCollect: z.boolean({ error: 'mustNotCollect must be true or false' }).default(false),
    /** true makes a parent login for this guardian; its first password is answered once. */
    portalLogin: z.boolean({ error: 'portalLogin must be true or false' }).default(false),
  })
  .refine(rolesMakeSense, { error: CONTRADICTORY_ROLES, path: ['roles'] })
  .refine((contact) => contact.mustNotCollect || contact.roles.length > 0, {
    error: 'Choose at least one role: guardian, emergency or pickup',
    path: ['roles'],
  })
  .refine((contact) => !contact.portalLogin || contact.roles.includes('guardian'), {
    error: 'Only a guardian can have a parent login',
    path: ['portalLogin'],
  });
export type CreateContactPayload = z.infer<typeof createContactPayloadSchema>;

/** Zod schema for PATCH /api/families/{id}/contacts/{contactId}: any field; `approved` for a proposal. */
export const updateContactPayloadSchema = z
  .strictObject({
    name: contactNameSchema.optional(),
    relationship: contactText.optional(),
    phone: phoneSchema.optional(),
    email: emailSchema.optional(),
    roles: rolesSchema.optional(),
    mustNotCollect: z.boolean({ error: 'mustNotCollect must be true or false' }).optional(),
    /** Staff approve a pick-up person a parent proposed. */
    approved: z.literal(true, { error: 'approved can only be set to true' }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Send name, relationship, phone, email, roles, mustNotCollect or approved',
  })
  .refine(rolesMakeSense, { error: CONTRADICTORY_ROLES, path: ['roles'] });
export type UpdateContactPayload = z.infer<typeof updateContactPayloadSchema>;

/** Zod schema for PATCH /api/customer/contact: a parent's own phone and email. */
export const updateOwnContactPayloadSchema = z
  .strictObject({ phone: phoneSchema.optional(), email: emailSchema.optional() })
  .refine((patch) => patch.phone !== undefined || patch.email !== undefined, {
    error: 'Send phone or email',
  });
export type UpdateOwnContactPayload = z.infer<typeof updateOwnContactPayloadSchema>;

/**
 * Pick-up people a family may have waiting for staff's approval at once (decision 066): more is
 * not a family's list but a flood, each one on every staff device.
 */
export const MAX_PENDING_PICKUPS = 10;

/**
 * Zod schema for POST /api/customer/pickup-requests: a person a parent proposes to collect. Each
 * field is capped like every contact's (name and relationship `MAX_CONTACT_FIELD_LENGTH`, a phone
 * 40 characters).
 */
export const proposePickupPayloadSchema = z.strictObject({
  name: contactNameSchema,
  relationship: contactText.default(''),
  phone: phoneSchema.default(''),
});
export type ProposePickupPayload = z.infer<typeof proposePickupPayloadSchema>;

/** A parent login as staff see it on the family page; never its password. */
export const parentLoginResponseSchema = z.object({
  id: z.string(),
  contactId: z.string().nullable(),
  username: z.string(),
  requiresPasswordChange: z.boolean(),
  isActive: z.boolean(),
  /** When the first password stops signing in (ISO instant); null once the parent chose theirs. */
  firstPasswordExpiresAt: z.string().nullable(),
});
export type ParentLoginResponse = z.infer<typeof parentLoginResponseSchema>;

/** A contact as the API answers it. */
export const contactResponseSchema = z.object({
  id: z.string(),
  familyId: z.string(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
  email: z.string(),
  roles: z.array(z.enum(CONTACT_ROLES)),
  mustNotCollect: z.boolean(),
  /** false for a pick-up person a parent proposed and staff have not approved: not allowed yet. */
  approved: z.boolean(),
  /** The parent login this guardian signs in with, if any. */
  login: parentLoginResponseSchema.nullable(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** A child as the family routes answer one: the spec's customer plus the profile. */
export const childResponseSchema = customerResponseSchema.extend({
  familyId: z.string(),
  birthDate: z.string().nullable(),
  allergies: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  /** The room the child is in (decision 039), or null. */
  roomId: z.string().nullable(),
});
export type ChildResponse = z.infer<typeof childResponseSchema>;

/** A child as its own family's portal sees it: rooms are the centre's business (issue 19). */
export const parentChildResponseSchema = childResponseSchema.omit({ roomId: true });
export type ParentChildResponse = z.infer<typeof parentChildResponseSchema>;

/** GET /api/families/{id}. */
export const familyResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the kiosk shows the family's people after their PIN; null when there is none. */
  kioskNote: z.string().nullable(),
  children: z.array(childResponseSchema),
  contacts: z.array(contactResponseSchema),
});
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

/** One family of GET /api/families: enough to find it by a child's or a guardian's name. */
export const familySummaryResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  children: z.array(z.object({ id: z.string(), name: z.string() })),
  guardians: z.array(z.string()),
  /** Pick-up people a parent proposed, waiting for staff. */
  pendingPickups: z.number(),
});
export type FamilySummaryResponse = z.infer<typeof familySummaryResponseSchema>;

/**
 * POST /api/families/{id}/contacts: the contact, and a new parent login's first password once
 * (with its welcome code beside a shared first password, decision 068).
 */
export const createdContactResponseSchema = contactResponseSchema.extend({
  firstPassword: z.string().optional(),
  welcomeCode: z.string().optional(),
});
export type CreatedContactResponse = z.infer<typeof createdContactResponseSchema>;

/**
 * A child as a session still owing its welcome code sees it: who, and the days they come. Such a
 * session signed in with a password every family knows, so it may be a stranger (decision 068).
 */
export const unprovenChildResponseSchema = parentChildResponseSchema.pick({
  id: true,
  name: true,
  defaultMonday: true,
  defaultTuesday: true,
  defaultWednesday: true,
  defaultThursday: true,
  defaultFriday: true,
});
export type UnprovenChildResponse = z.infer<typeof unprovenChildResponseSchema>;

/**
 * GET /api/customer/auth when signed in: the spec's fields (`customer` is the family's first
 * child, as a family of one has always had it) plus every child and the parent's own contact.
 * `requiresWelcomeCode`: the login was given the shared first password and a welcome code, which
 * its first password change asks for; until then the answer names the children and nothing more.
 */
export const customerAuthResponseSchema = z.union([
  z.object({
    isAuthenticated: z.literal(true),
    requiresPasswordChange: z.boolean(),
    requiresWelcomeCode: z.literal(false),
    customer: parentChildResponseSchema,
    children: z.array(parentChildResponseSchema),
    familyId: z.string(),
    contact: z.nullable(ownContactResponseSchema),
  }),
  z.object({
    isAuthenticated: z.literal(true),
    requiresPasswordChange: z.literal(true),
    requiresWelcomeCode: z.literal(true),
    customer: unprovenChildResponseSchema,
    children: z.array(unprovenChildResponseSchema),
    familyId: z.string(),
    contact: z.null(),
  }),
]);
export type CustomerAuthResponse = z.infer<typeof customerAuthResponseSchema>;

/**
 * POST /api/families/{id}/logins/{loginId}/reset-password: the login's new first password, once,
 * with a new welcome code beside a shared first password (decision 068).
 */
export const resetParentLoginResponseSchema = z.object({
  username: z.string(),
  password: z.string(),
  requiresPasswordChange: z.literal(true),
  welcomeCode: z.string().optional(),
});
export type ResetParentLoginResponse = z.infer<typeof resetParentLoginResponseSchema>;

/** Zod schema for the {id} and {loginId} path parameters of a family's parent login. */
export const parentLoginParamSchema = z.object({ id: familyIdSchema, loginId: familyIdSchema });

/**
 * Zod schema for the `customerId` a parent's week routes take beside the spec's fields (query or
 * body): which of the family's children; absent means the first, as a family of one has it.
 */
export const ownChildSchema = z.object({
  customerId: z.guid({ error: 'customerId must be a UUID' }).optional(),
});
