/**
 * @module
 * Who may read or write which document (DESIGN section 2), as data, with the one `can` that the
 * sync server and the web app both ask. Nothing else compares roles.
 */
import { isAnswerableWeek } from './answer-window.ts';
import type { IsoDate } from './dates.ts';
import type { DocKind, DocRef } from './docs/doc-name.ts';
import type { Role } from './schemas/auth.ts';

/** How far a role reaches into one kind of document. */
export type Access = 'none' | 'read' | 'write';

/** What a request wants to do with a document. */
export type AccessMode = 'read' | 'write';

/**
 * The signed-in party behind a token. A parent is always tied to one family, and reaches every
 * child of it: `childIds` is read when the session is (a sibling added later is there at the
 * next request or connection), first child first. A kiosk is a device, not a person: its
 * subject is the device's id, and it reaches only the kiosk's own routes (decision 027).
 */
export type Principal =
  | { role: 'staff'; subject: string }
  | { role: 'owner'; subject: string }
  | { role: 'customer'; subject: string; familyId: string; childIds: readonly string[] }
  | { role: 'kiosk'; subject: string };

/**
 * Role by document kind. A customer's `write` on `family` holds only for their own family's
 * children; `accessTo` applies that. A kiosk opens no document: what it shows comes from its
 * own routes, so a stolen kiosk token reads no family's week (decision 027).
 */
export const ACCESS_TABLE: Readonly<Record<DocKind, Readonly<Record<Role, Access>>>> = {
  directory: { staff: 'read', owner: 'read', customer: 'none', kiosk: 'none' },
  week: { staff: 'write', owner: 'read', customer: 'none', kiosk: 'none' },
  confirmations: { staff: 'read', owner: 'read', customer: 'none', kiosk: 'none' },
  family: { staff: 'read', owner: 'read', customer: 'write', kiosk: 'none' },
  finance: { staff: 'none', owner: 'write', customer: 'none', kiosk: 'none' },
  // Only the server writes alerts (services/kiosk-alerts.ts); a kiosk does not hear of its own.
  alerts: { staff: 'read', owner: 'read', customer: 'none', kiosk: 'none' },
  // Only the server writes it, from the time clock (sync/hooks/staffing-source.ts).
  staffing: { staff: 'read', owner: 'read', customer: 'none', kiosk: 'none' },
};

/** The access a principal has to one document, own-family rule included. */
export function accessTo(principal: Principal, doc: DocRef): Access {
  const access = ACCESS_TABLE[doc.kind][principal.role];
  if (principal.role === 'customer' && doc.kind === 'family') {
    return principal.childIds.includes(doc.customerId) ? access : 'none';
  }
  return access;
}

/**
 * Whether a principal may open a document's week on `today`: a family only the weeks it may
 * answer (decision 066); everyone else, and every other kind, any.
 */
export function withinAnswerWindow(principal: Principal, doc: DocRef, today: IsoDate): boolean {
  if (principal.role !== 'customer' || doc.kind !== 'family') return true;
  return isAnswerableWeek(doc.monday, today);
}

/**
 * What each role may do through the REST API (spec section 6). Staff run the front desk; the
 * owner sees money after a separate sign-in; a parent reaches only their own family's weeks.
 */
export const API_ACTIONS = {
  /** The customer list and a customer's default days. */
  'customers:read': ['staff', 'owner'],
  /** Add and delete customers, edit default days. */
  'customers:write': ['staff'],
  /** Check-in and check-out, current sessions, dashboard stats. */
  'sessions:write': ['staff'],
  'sessions:read': ['staff', 'owner'],
  /** Weekly attendance and its edits (presence, times, reasons). */
  'attendance:read': ['staff', 'owner'],
  'attendance:write': ['staff'],
  /** A day's records of every child, or of one (GET /api/days/{date}, decision 069). */
  'days:read': ['staff', 'owner'],
  /** Staff notes: written by staff, read by staff and the owner, never by parents. */
  'staff-notes:read': ['staff', 'owner'],
  'staff-notes:write': ['staff'],
  /** Confirmations, customer notes and schedule notes of every family. */
  'confirmations:read': ['staff', 'owner'],
  /** Answering a family's extra-day request: the desk does, and so may the owner. */
  'confirmations:decide': ['staff', 'owner'],
  /** Printed reports and balances. */
  'reports:read': ['staff', 'owner'],
  /** Starting a card payment at the front desk. */
  'payments:process': ['staff'],
  /** The financial dashboard: weekly money, paid flags, financial notes, payments. */
  'finance:read': ['owner'],
  'finance:write': ['owner'],
  /** A family's ledger: its charges, payments, adjustments and balance (decision 031). */
  'ledger:read': ['staff', 'owner'],
  /** Cash, cheques and bank transfers taken at the desk, or by the owner. */
  'payments:record': ['staff', 'owner'],
  /** A family's statements and its payments' receipts (decision 035). */
  'statements:read': ['staff', 'owner'],
  /** Reversing a payment and adjusting a family's ledger: the owner's alone. */
  'ledger:adjust': ['owner'],
  /** A parent's own week: read and answer it. */
  'own-week:write': ['customer'],
  /** The people who sign in: add, rename, change role, deactivate, reset a password. */
  'accounts:manage': ['owner'],
  /** The provider's details and how the day-care works (Settings). */
  'settings:manage': ['owner'],
  /** The centre's hours and closures: what every screen states and judges a day by. */
  'facility-hours:read': ['staff', 'owner', 'customer'],
  /** The server's own figures beside its health: documents loaded, cached reads, the replica. */
  'server-health:read': ['owner'],
  /** The audit log: every change, who made it and when. */
  'audit:read': ['owner'],
  /** A person's own password. */
  'own-password:write': ['staff', 'owner'],
  /** Families: their children's profiles, contacts and parent logins. */
  'families:read': ['staff', 'owner'],
  'families:write': ['staff', 'owner'],
  /** A child's hourly rate, the one every charge uses: the owner's to change (decision 024). */
  'rates:write': ['owner'],
  /** A parent's own family: its contacts; their own phone and email, pick-ups they propose. */
  'own-family:read': ['customer'],
  'own-family:write': ['customer'],
  /** A parent's own notices: read them and mark them read. */
  'own-notices:read': ['customer'],
  /** A parent's own family's statements and receipts (decision 035). */
  'own-statements:read': ['customer'],
  /** A parent's own autopay: save a card for it, see it, turn it off. */
  'own-autopay:manage': ['customer'],
  /** A parent's own account: balance, statements, payments, year-end statements. */
  'own-account:read': ['customer'],
  /** A parent paying their family's balance, or a part of it, by card from the portal. */
  'own-account:pay': ['customer'],
  /** A family's year-end statement for tax forms: the owner's, who signs for the provider. */
  'tax-statements:read': ['owner'],
  /** A family's autopay state (on or off, which card), for the owner's and the desk's screens. */
  'autopay:read': ['staff', 'owner'],
  /** A parent's own kiosk PIN. */
  'own-pin:write': ['customer'],
  /** Turning a tablet into a kiosk: done at the front desk. */
  'kiosk-devices:create': ['staff'],
  /** Seeing the kiosks and revoking one. */
  'kiosk-devices:manage': ['staff', 'owner'],
  /** The kiosk's own work, and nothing else a kiosk token may do. */
  'kiosk:identify': ['kiosk'],
  /** The offline kiosk's roster: who may sign children, with their PINs' verifiers (029). */
  'kiosk:roster': ['kiosk'],
  'kiosk:sign': ['kiosk'],
  /** Signatures drawn at the kiosk: part of a child's record, shown to staff and the owner. */
  'signatures:read': ['staff', 'owner'],
  /** Rooms and their rules: staff read them; the owner sets them and which child is in which. */
  'rooms:read': ['staff', 'owner'],
  'rooms:write': ['owner'],
  /** Live ratios, a day's ratio history and next week's plan: what the floor needs to know. */
  'ratios:read': ['staff', 'owner'],
  /** A person clocking themselves in, between rooms, on a break and out, and their own time. */
  'own-time:write': ['staff', 'owner'],
  /** Everyone's timesheets, and correcting a time with a reason. */
  'timesheets:read': ['owner'],
  'timesheets:write': ['owner'],
  /** A person's own kiosk PIN, for the time clock at the kiosk. */
  'own-staff-pin:write': ['staff', 'owner'],
} as const satisfies Record<string, readonly Role[]>;

/** Something a principal may be allowed to do through the REST API. */
export type ApiAction = keyof typeof API_ACTIONS;

/** Whether a principal may take an API action. */
export function can(principal: Principal, action: ApiAction): boolean;
/** Whether a principal may read or write a document. */
export function can(principal: Principal, mode: AccessMode, doc: DocRef): boolean;
export function can(principal: Principal, action: ApiAction | AccessMode, doc?: DocRef): boolean {
  if (doc) {
    const access = accessTo(principal, doc);
    return action === 'read' ? access !== 'none' : access === 'write';
  }
  const roles: readonly Role[] = API_ACTIONS[action as ApiAction];
  return roles.includes(principal.role);
}
