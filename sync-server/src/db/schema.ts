/**
 * @module
 * Every table Cubby stores (spec section 3, plus accounts, auth sessions and Yjs storage).
 * Money columns hold integer cents (decimal(10,2) in the spec) so that SQL sums are exact; the
 * API turns them back into decimal strings. Timestamps are epoch milliseconds.
 */

import type { VisitContact } from '@cubby/shared/docs';
import { NOTICE_KINDS, PAYMENT_METHODS } from '@cubby/shared/schemas';
import { sql } from 'drizzle-orm';
import {
  blob,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);
const customerRef = () =>
  text('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/**
 * A family: its children (customers), its contacts and its parent logins (DESIGN section 7).
 * The families migration made each earlier customer a family of one child with the same id.
 */
export const families = sqliteTable('families', {
  id: text('id').primaryKey(),
  /** What staff call the family: the first child's name unless someone renames it. */
  name: text('name').notNull(),
  /** Staff's note for whoever of the family types their PIN at the kiosk; null when none. */
  kioskNote: text('kiosk_note'),
  createdAt: createdAt(),
});

/**
 * The centre's rooms and each one's rule (DESIGN section 7, "Rooms, ratios and the staff time
 * clock"). A room taken out of use keeps its row (`archivedAt`), so timesheets and the ratio
 * history still name it.
 */
export const rooms = sqliteTable('rooms', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  minAgeMonths: integer('min_age_months').notNull(),
  maxAgeMonths: integer('max_age_months').notNull(),
  childrenPerStaff: integer('children_per_staff').notNull(),
  maxChildren: integer('max_children').notNull(),
  /** Where the room is listed among the others: the owner's order, youngest first by default. */
  position: integer('position').notNull().default(0),
  archivedAt: integer('archived_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The spec's customers: each a child, the unit of attendance, confirmation and pricing. */
export const customers = sqliteTable(
  'customers',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // Nullable only because SQLite cannot add a NOT NULL reference to an existing table; every
    // path that makes a child sets it, and the families migration set it for every earlier one.
    familyId: text('family_id').references(() => families.id, { onDelete: 'cascade' }),
    birthDate: text('birth_date'),
    allergies: text('allergies'),
    medicalNotes: text('medical_notes'),
    email: text('email'),
    phone: text('phone'),
    emergencyContact: text('emergency_contact'),
    emergencyPhone: text('emergency_phone'),
    hourlyRateCents: integer('hourly_rate_cents').notNull().default(2500),
    stripeCustomerId: text('stripe_customer_id'),
    paymentMethodId: text('payment_method_id'),
    autoPayment: flag('auto_payment'),
    defaultMonday: flag('default_monday'),
    defaultTuesday: flag('default_tuesday'),
    defaultWednesday: flag('default_wednesday'),
    defaultThursday: flag('default_thursday'),
    defaultFriday: flag('default_friday'),
    notes: text('notes'),
    /** The room the child is in for ratios and the plan; null until someone assigns one. */
    roomId: text('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('customers_family').on(table.familyId)],
);

/**
 * The people around a family's children: guardians, emergency contacts and authorised pick-ups,
 * and anyone who must not collect. A pick-up person a parent proposed waits, `approved` false,
 * until staff approve them.
 */
export const contacts = sqliteTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relationship: text('relationship').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    isGuardian: flag('is_guardian'),
    isEmergency: flag('is_emergency'),
    isPickup: flag('is_pickup'),
    mustNotCollect: flag('must_not_collect'),
    approved: integer('approved', { mode: 'boolean' }).notNull().default(true),
    /**
     * The kiosk PIN as a keyed HMAC (the key is a file beside the database, never in it): what
     * makes PINs unique and lets the kiosk find whose PIN was typed (decision 027).
     */
    pinLookup: text('pin_lookup').unique(),
    /** The kiosk PIN as an Argon2id hash, checked once the lookup found the contact. */
    pinHash: text('pin_hash'),
    /**
     * What an offline kiosk checks a 6-digit PIN against (decision 065): a random salt of this
     * PIN's own (base64url) and the first bits of Argon2id(PIN, salt), never enough to give the
     * PIN back. Null for a shorter PIN, and until the server has seen the PIN since that began.
     */
    pinOfflineSalt: text('pin_offline_salt'),
    pinOfflineTag: integer('pin_offline_tag'),
    /** Who set the PIN: the parent, or staff (a temporary one the parent should replace). */
    pinSetBy: text('pin_set_by', { enum: ['parent', 'staff'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('contacts_family').on(table.familyId)],
);

/**
 * Tablets staff turned into kiosks (DESIGN section 7, "Kiosk"). `tokenHash` is the SHA-256 of
 * the kiosk's token, as a session's `sid` is; a revoked kiosk keeps its row, so the list and
 * the audit log still name it.
 */
export const kioskDevices = sqliteTable('kiosk_devices', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The account that made the tablet a kiosk, and its name as the audit log named it then. */
  createdById: text('created_by_id'),
  createdByName: text('created_by_name').notNull(),
  createdAt: createdAt(),
  revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  /**
   * Why it was revoked: staff revoked it, or the account that made it was deactivated (a kiosk
   * token ends with its maker's account, decision 065). Null while it works, and for a kiosk
   * revoked before the reason was kept.
   */
  revokedReason: text('revoked_reason', { enum: ['revoked', 'creator-deactivated'] }),
  /** Who revoked it, as the audit log named them then. */
  revokedByName: text('revoked_by_name'),
});

/**
 * When a kiosk last asked the server anything, for the kiosk list. Kept apart from the device
 * because it is no record anyone changed: a refused PIN updates it without being a change to
 * audit. Its wrong PINs are counted in `attempt_counts`.
 */
export const kioskActivity = sqliteTable('kiosk_activity', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => kioskDevices.id, { onDelete: 'cascade' }),
  lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }),
});

/**
 * Attempts counted against a limit, in SQLite so a restart forgives nothing
 * (`services/attempt-limits.ts`): wrong PINs at a kiosk, PIN changes by a login or a staff
 * account. Keyed by what is limited (`kiosk:{deviceId}`, `pin-change:{subject}`). Throttle
 * state, not anyone's record.
 */
export const attemptCounts = sqliteTable('attempt_counts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  /** When the counting window ends; null counts attempts in a row until cleared. */
  windowEndsAt: integer('window_ends_at', { mode: 'timestamp_ms' }),
  blockedUntil: integer('blocked_until', { mode: 'timestamp_ms' }),
});

/**
 * Signatures drawn at the kiosk, one row per child signed in or out (decision 028). Images stay
 * out of documents (decision 014): a visit holds only the id. Removing a child removes theirs;
 * a contact or kiosk removed later leaves the signature, which is the child's record.
 */
export const signatures = sqliteTable(
  'signatures',
  {
    id: text('id').primaryKey(),
    png: blob('png', { mode: 'buffer' }).notNull(),
    createdAt: createdAt(),
    deviceId: text('device_id').references(() => kioskDevices.id, { onDelete: 'set null' }),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    customerId: customerRef(),
  },
  (table) => [index('signatures_customer').on(table.customerId)],
);

/**
 * What a kiosk was answered for each action id it sent, so a kiosk that sends an action again
 * (it never heard the answer, or it is replaying what it did offline) gets the same answer and
 * nothing is written twice (decision 028). `answer` holds child names, so removing a child
 * removes the rows whose `customerIds` (the children the action named) hold them.
 */
export const kioskActions = sqliteTable(
  'kiosk_actions',
  {
    deviceId: text('device_id')
      .notNull()
      .references(() => kioskDevices.id, { onDelete: 'cascade' }),
    actionId: text('action_id').notNull(),
    status: integer('status').notNull(),
    answer: text('answer', { mode: 'json' }).notNull(),
    customerIds: text('customer_ids', { mode: 'json' }).$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('kiosk_actions_device_action').on(table.deviceId, table.actionId)],
);

/** Check-in sessions: projected from the visits of week documents, never written by REST. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    customerId: customerRef(),
    // The visit's date, so a projection can replace one child's day in one statement.
    date: text('date').notNull(),
    checkInTime: integer('check_in_time', { mode: 'timestamp_ms' }).notNull(),
    checkOutTime: integer('check_out_time', { mode: 'timestamp_ms' }),
    duration: integer('duration'),
    totalCostCents: integer('total_cost_cents'),
    /** Who brought the child, as the kiosk named them (decision 028); null from a staff tablet. */
    droppedOffBy: text('dropped_off_by', { mode: 'json' }).$type<VisitContact>(),
    /** Who fetched the child, like `droppedOffBy`. */
    pickedUpBy: text('picked_up_by', { mode: 'json' }).$type<VisitContact>(),
    isPaid: flag('is_paid'),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_customer_date').on(table.customerId, table.date),
    // Who is in today (the dashboard's current sessions, each room's ratio after every check-in)
    // reads one day's open stays, not every stay of the centre's history.
    index('sessions_date_open').on(table.date, table.checkOutTime),
  ],
);

/**
 * Money received for a family (decision 031): card payments (Stripe), cash, cheques and bank
 * transfers, and `marked` payments the owner's tick of a day records. Which days it pays is the
 * family ledger's allocation, computed from these rows; `coveredDates` earmarks the child's days
 * it covers first. A reversed payment keeps its row and covers nothing.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** The child the payment names (for a family payment, the child whose family it was for). */
    customerId: customerRef(),
    /** Nullable only because SQLite cannot add a NOT NULL reference; every write sets it. */
    familyId: text('family_id').references(() => families.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    amountCents: integer('amount_cents').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    status: text('status').notNull().default('pending'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    /** The day the money was received (a card payment: the day it was created). */
    receivedOn: text('received_on').notNull(),
    note: text('note'),
    /** Who handed the money over, as the receipt names them; free text, never audited. */
    payerName: text('payer_name'),
    /** The facility-wide receipt sequence (shown as R-000042); null for ticks and pending cards. */
    receiptNumber: integer('receipt_number').unique(),
    /** The child's days (ISO dates) this payment covers first, as a JSON array. */
    coveredDates: text('covered_dates', { mode: 'json' }).$type<string[]>(),
    reversedAt: integer('reversed_at', { mode: 'timestamp_ms' }),
    reversedByName: text('reversed_by_name'),
    /** The owner's reason for the reversal; free text, never audited. */
    reversalReason: text('reversal_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('payments_customer').on(table.customerId),
    index('payments_family').on(table.familyId),
    index('payments_received_on').on(table.receivedOn),
  ],
);

/**
 * The owner's adjustments of a family's ledger: signed cents (positive charges, such as a late
 * fee; negative credits or discounts), each with a reason (free text, never audited).
 */
export const ledgerAdjustments = sqliteTable(
  'ledger_adjustments',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind', { enum: ['adjustment', 'late-fee'] })
      .notNull()
      .default('adjustment'),
    reason: text('reason').notNull(),
    onDate: text('on_date').notNull(),
    createdAt: createdAt(),
    createdByName: text('created_by_name').notNull(),
  },
  (table) => [index('ledger_adjustments_family').on(table.familyId)],
);

/** Projected from week documents (attendance) and finance documents (checkReceived). */
export const dailyAttendance = sqliteTable(
  'daily_attendance',
  {
    id: text('id').primaryKey(),
    customerId: customerRef(),
    date: text('date').notNull(),
    isPresent: flag('is_present'),
    isEarlyPickup: flag('is_early_pickup'),
    isLatePickup: flag('is_late_pickup'),
    pickupReason: text('pickup_reason'),
    checkReceived: flag('check_received'),
    /** What the family ledger covers of a day not covered in full (decision 031); null: none. */
    partPaidCents: integer('part_paid_cents'),
    /** The price the server kept for the day (decision 067); null: the child's rate prices it. */
    dailyCostCents: integer('daily_cost_cents'),
    /**
     * The day's charge as its day record says (decision 069): what the ledger, reports and
     * balances charge. Null while the day is in progress, never an estimate.
     */
    chargeCents: integer('charge_cents'),
    /** The minutes the day counts (its stays, or a standard day); null while in progress. */
    minutes: integer('minutes'),
    /** The day's first arrival; null without times. */
    arrivalTime: text('arrival_time'),
    /** The day's last departure; null without times and while in progress. */
    departureTime: text('departure_time'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('daily_attendance_customer_date').on(table.customerId, table.date),
    index('daily_attendance_date').on(table.date),
  ],
);

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Staff and owner sign-in accounts, created from the environment on first start. */
export const accounts = sqliteTable('accounts', {
  id: text('id').primaryKey(),
  role: text('role', { enum: ['staff', 'owner'] }).notNull(),
  username: text('username').notNull().unique(),
  /** The person's name as the owner entered it; the environment's accounts have none. */
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  /** A deactivated account signs in nowhere; its sessions ended when it was deactivated. */
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  /** A first password the owner set (or reset), to be changed at the first sign-in. */
  requiresPasswordChange: flag('requires_password_change'),
  /** One of the two accounts the environment names (STAFF_USERNAME, OWNER_USERNAME). */
  fromEnvironment: flag('from_environment'),
  /**
   * The person's kiosk PIN for the time clock, kept as contacts keep theirs: a keyed HMAC that
   * makes PINs unique across staff and families, and an Argon2id hash (decision 027).
   */
  pinLookup: text('pin_lookup').unique(),
  pinHash: text('pin_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Projected from family documents. */
export const weeklyConfirmations = sqliteTable(
  'weekly_confirmations',
  {
    id: text('id').primaryKey(),
    customerId: customerRef(),
    weekStart: text('week_start').notNull(),
    status: text('status').notNull(),
    details: text('details', { mode: 'json' }),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    updatedAt: updatedAt(),
    // Staff's answer to the week's extra-day request, projected from the family document while
    // it answers the request the family holds (decision 025).
    decision: text('decision', { enum: ['approved', 'declined'] }),
    decisionMessage: text('decision_message'),
  },
  (table) => [
    uniqueIndex('weekly_confirmations_customer_week').on(table.customerId, table.weekStart),
  ],
);

export const scheduleNotes = sqliteTable(
  'schedule_notes',
  {
    id: text('id').primaryKey(),
    customerId: customerRef(),
    date: text('date').notNull(),
    note: text('note'),
    status: text('status').notNull().default('attending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('schedule_notes_customer_date').on(table.customerId, table.date)],
);

/**
 * Parent logins. A login belongs to one guardian contact and sees every child of its family; the
 * families migration gave each earlier login a guardian contact with the login's id.
 */
export const customerLogins = sqliteTable('customer_logins', {
  id: text('id').primaryKey(),
  familyId: text('family_id')
    .notNull()
    .references(() => families.id, { onDelete: 'cascade' }),
  contactId: text('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  requiresPasswordChange: integer('requires_password_change', { mode: 'boolean' })
    .notNull()
    .default(true),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  /** When a first password stops signing in (decision 023); null once the parent chose theirs. */
  firstPasswordExpiresAt: integer('first_password_expires_at', { mode: 'timestamp_ms' }),
  /**
   * The hash of the welcome code a login given the shared first password must also answer at
   * its first password change (decision 068); null when it has none or it was answered.
   */
  welcomeCodeHash: text('welcome_code_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Devices the centre's staff or owner signed in on (decision 068): the hash of the random id in
 * the device's `cubby_device` cookie. Failed sign-ins from a known device are counted by this id
 * rather than by its network address. Throttle state, not anyone's record.
 */
export const signInDevices = sqliteTable('sign_in_devices', {
  idHash: text('id_hash').primaryKey(),
  issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
  lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Projected from week documents (staff) and finance documents (financial). */
export const weeklyNotes = sqliteTable(
  'weekly_notes',
  {
    id: text('id').primaryKey(),
    customerId: customerRef(),
    weekStart: text('week_start').notNull(),
    noteType: text('note_type').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('weekly_notes_customer_week_type').on(
      table.customerId,
      table.weekStart,
      table.noteType,
    ),
  ],
);

/**
 * The spec's session store (sid, sess, expire). `sid` is the SHA-256 of the token, never the
 * token itself, so a copy of the database signs nobody in.
 */
export const authSessions = sqliteTable(
  'auth_sessions',
  {
    sid: text('sid').primaryKey(),
    sess: text('sess', { mode: 'json' }).notNull(),
    expire: integer('expire', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('auth_sessions_expire').on(table.expire)],
);

/** Yjs updates not yet folded into their document's snapshot, in arrival order. */
export const yjsUpdates = sqliteTable(
  'yjs_updates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    docName: text('doc_name').notNull(),
    update: blob('update', { mode: 'buffer' }).notNull(),
  },
  (table) => [index('yjs_updates_doc').on(table.docName, table.id)],
);

/** One compacted state per document, covering every update up to `lastUpdateId`. */
export const yjsSnapshots = sqliteTable('yjs_snapshots', {
  docName: text('doc_name').primaryKey(),
  state: blob('state', { mode: 'buffer' }).notNull(),
  lastUpdateId: integer('last_update_id').notNull(),
  updatedAt: updatedAt(),
});

/** Values the server decides once and keeps, such as a generated shared first password. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The audit log (DESIGN section 7): append-only, one entry per change, written in the same
 * transaction as the change. No foreign keys: an entry outlives the family or account it names,
 * with the name it had. Triggers (migration 0004) refuse every UPDATE and DELETE.
 */
export const auditEntries = sqliteTable(
  'audit_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actorKind: text('actor_kind', {
      enum: ['staff', 'owner', 'parent', 'kiosk', 'system'],
    }).notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    deviceId: text('device_id'),
    action: text('action').notNull(),
    customerId: text('customer_id'),
    date: text('date'),
    summary: text('summary').notNull(),
    before: text('before', { mode: 'json' }),
    after: text('after', { mode: 'json' }),
  },
  (table) => [
    index('audit_entries_customer').on(table.customerId, table.id),
    index('audit_entries_actor').on(table.actorId, table.id),
    index('audit_entries_at').on(table.at),
  ],
);

/**
 * Mail waiting to be sent, and mail sent (decision 032): a request only adds a row, and the
 * outbox loop sends it with retries, so mail never slows or fails a request and survives a
 * restart. `messageId` is fixed when the row is made, so a send repeated after a crash carries
 * the same Message-ID. Mail to a family is deleted with the family: it holds their names.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    familyId: text('family_id').references(() => families.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull().unique(),
    to: text('to', { mode: 'json' }).$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files as `{ filename, contentType, base64 }`; small (a statement PDF). */
    attachments: text('attachments', { mode: 'json' })
      .$type<{ filename: string; contentType: string; base64: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_due').on(table.status, table.nextAttemptAt)],
);

/** What a family is told in the portal: a statement is ready, a payment arrived or failed. */
export const notices = sqliteTable(
  'notices',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('notices_family').on(table.familyId, table.createdAt)],
);

/**
 * A family's autopay (issue 18): its Stripe customer, the saved card as the screens show it
 * (brand, last four digits, expiry; never the number, which only Stripe holds), whether it is
 * on, and the SetupIntent of a card being saved. `setupIntentId` is set while a card is being
 * saved and cleared once Stripe reports it saved, so a replayed report changes nothing.
 */
export const familyAutopay = sqliteTable('family_autopay', {
  familyId: text('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id'),
  paymentMethodId: text('payment_method_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** `YYYY-MM`, the month the card expires at the end of. */
  cardExp: text('card_exp'),
  enabled: flag('enabled'),
  setupIntentId: text('setup_intent_id'),
  lastFailureAt: integer('last_failure_at', { mode: 'timestamp_ms' }),
  lastFailureMessage: text('last_failure_message'),
  /** The idempotency key of the charge that failed: asked again, it tells the family once. */
  lastFailureKey: text('last_failure_key'),
  updatedAt: updatedAt(),
  updatedByName: text('updated_by_name'),
});

/** What the billing clock did about one autopay charge (decision 036). */
export const AUTOPAY_OUTCOMES = [
  'charging',
  'succeeded',
  'declined',
  'no-card',
  'nothing-owed',
] as const;

/**
 * The billing clock's record of one family's billing period (decision 036): the statement was
 * made (and the family told), the autopay charge on its due date was tried once with its outcome,
 * and the owner's late fee for it, if any. One row per family and period, so a restart or a
 * second loop finds what was already done.
 */
export const billingRuns = sqliteTable(
  'billing_runs',
  {
    familyId: text('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** A week's Monday or `YYYY-MM` (`@cubby/shared/billing-periods`). */
    periodKey: text('period_key').notNull(),
    statementMadeAt: integer('statement_made_at', { mode: 'timestamp_ms' }).notNull(),
    /** The due date as the statement said it (Settings' due days at the time). */
    dueDate: text('due_date').notNull(),
    closingBalanceCents: integer('closing_balance_cents').notNull(),
    autopayOutcome: text('autopay_outcome', { enum: AUTOPAY_OUTCOMES }),
    autopayChargedAt: integer('autopay_charged_at', { mode: 'timestamp_ms' }),
    autopayAmountCents: integer('autopay_amount_cents'),
    autopayIntentId: text('autopay_intent_id'),
    lateFeeAdjustmentId: text('late_fee_adjustment_id'),
  },
  (table) => [
    primaryKey({ columns: [table.familyId, table.periodKey] }),
    index('billing_runs_due').on(table.dueDate),
  ],
);

/** Where a clock entry was made: the person's own device, the kiosk, or the owner's correction. */
export const CLOCK_SOURCES = ['app', 'kiosk', 'owner'] as const;

/**
 * The staff time clock (decision 040): one row per stretch of a person's time, on the floor in
 * a room or on a break, from clocking in (moving room, starting a break) to the next of those or
 * clocking out. At most one row per person runs (`endAt` null). The owner's correction keeps
 * who corrected it and why beside the times; the audit log has the times before and after.
 */
export const timeClockEntries = sqliteTable(
  'time_clock_entries',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['work', 'break'] }).notNull(),
    /** The room worked in; null for a break, or when the room's row is gone. */
    roomId: text('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    startAt: integer('start_at', { mode: 'timestamp_ms' }).notNull(),
    endAt: integer('end_at', { mode: 'timestamp_ms' }),
    source: text('source', { enum: CLOCK_SOURCES }).notNull(),
    /** The kiosk it was punched at, when it was. */
    kioskDeviceId: text('kiosk_device_id').references(() => kioskDevices.id, {
      onDelete: 'set null',
    }),
    correctedById: text('corrected_by_id'),
    correctedAt: integer('corrected_at', { mode: 'timestamp_ms' }),
    /** The owner's reason for the last correction: free text, so kept here and not audited. */
    correctionReason: text('correction_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('time_clock_account_start').on(table.accountId, table.startAt),
    index('time_clock_start').on(table.startAt),
    // One running entry per person: what clocking in twice from two tablets cannot break.
    uniqueIndex('time_clock_running').on(table.accountId).where(sql`end_at is null`),
  ],
);

/**
 * Whether each room was last seen in ratio, so the server alerts staff once when a room falls
 * out of ratio (and once when it is back), across restarts. Alert state, not anyone's record.
 */
export const roomRatioStates = sqliteTable('room_ratio_states', {
  roomId: text('room_id')
    .primaryKey()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  inRatio: integer('in_ratio', { mode: 'boolean' }).notNull(),
  since: integer('since', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * A token per family that changes with every write of anything its ledger is computed from
 * (decision 043): triggers of migration 0020 set a new random token on each insert, update or
 * delete of the family's children, present days, payments and adjustments, so the server's
 * ledger cache can trust an entry whose token still matches whichever path wrote. Random, not a
 * counter: a token written in a transaction that rolls back is never seen again.
 */
export const familyLedgerVersions = sqliteTable('family_ledger_versions', {
  familyId: text('family_id').primaryKey(),
  token: text('token').notNull(),
});

/**
 * A token per child that changes with every write of the child's attendance rows (any column,
 * its time written included), visits or payments (decision 043, "The family report"): triggers
 * of migration 0022 set a new random token, so a cached customer report, which shows these rows
 * as they are, is trusted while this token and its family's ledger token still match.
 */
export const customerRecordVersions = sqliteTable('customer_record_versions', {
  customerId: text('customer_id').primaryKey(),
  token: text('token').notNull(),
});

/**
 * A token per child and month (`YYYY-MM`, the first seven characters of a row's date) that
 * changes with every write of the child's attendance rows or visits of that month: triggers of
 * migration 0023 set a new random token, so the customer report's past months, kept encoded
 * (decision 061), are trusted while the tokens of the months they show still match, and a
 * check-in of this month leaves them current.
 */
export const customerMonthVersions = sqliteTable(
  'customer_month_versions',
  {
    customerId: text('customer_id').notNull(),
    month: text('month').notNull(),
    token: text('token').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.month] })],
);

/**
 * Work the server does once per database at start, recorded when done so later starts skip it
 * (decision 043): the adoption of paid flags. Kept apart from `settings`, which holds what the
 * owner and the server decide, not what ran.
 */
export const onceTasks = sqliteTable('once_tasks', {
  name: text('name').primaryKey(),
  doneAt: integer('done_at', { mode: 'timestamp_ms' }).notNull(),
});
