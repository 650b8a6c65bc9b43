/**
 * @module
 * Every REST route of spec section 7 (plus the ones the screens also need), who may call it, and
 * a valid body: the data the role-matrix and bad-input tests walk.
 */
import { addDays, weekDates } from '@cubby/shared/dates';
import type { Role } from '@cubby/shared/schemas';

/** Ids the routes are called with, made by the test's setup. */
export interface Fixture {
  customerA: string;
  customerB: string;
  attendanceA: string;
  monday: string;
  /** Customer A's family, and one of its contacts. */
  familyA: string;
  contactA: string;
  /** The kiosk PIN contact A holds (a guardian), set by the setup. */
  kioskPin: string;
}

/** The PIN each test's setup gives contact A, so the kiosk's identify answers 200. */
export const FIXTURE_PIN = '2580';

/** An id no record has, for the routes that delete or reset (so they never end the fixture). */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Who may call a route: roles, or everyone (including anonymous). */
export type Audience = readonly Role[] | 'public';

/** One route: how to call it with valid input, and its audience. */
export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (f: Fixture) => string;
  audience: Audience;
  body?: (f: Fixture) => Record<string, unknown>;
  /** Fields without which the body is invalid (for the bad-input test). */
  required?: readonly string[];
}

const week = (f: Fixture) => f.monday;
const wednesday = (f: Fixture) => addDays(f.monday, 2);

/** The routes. */
export const ROUTES: readonly RouteCase[] = [
  {
    method: 'POST',
    path: () => '/api/login',
    audience: 'public',
    body: () => ({ username: 'staff', password: 'wrong-password' }),
    required: ['username', 'password'],
  },
  { method: 'POST', path: () => '/api/logout', audience: 'public' },
  { method: 'GET', path: () => '/api/user', audience: ['staff', 'owner'] },
  {
    method: 'POST',
    path: () => '/api/owner-login',
    audience: 'public',
    body: () => ({ username: 'owner', password: 'wrong-password' }),
    required: ['username', 'password'],
  },
  {
    method: 'POST',
    path: () => '/api/owner/validate',
    audience: 'public',
    body: () => ({ token: 'not-a-token' }),
    required: ['token'],
  },
  { method: 'GET', path: () => '/api/dashboard-stats', audience: ['staff', 'owner'] },
  { method: 'GET', path: () => '/api/customers', audience: ['staff', 'owner'] },
  {
    method: 'POST',
    path: () => '/api/customers',
    audience: ['staff'],
    body: () => ({ name: 'Grace Hopper', email: '', phone: '', hourlyRate: '12.50' }),
    required: ['name'],
  },
  {
    method: 'DELETE',
    path: () => '/api/customers/00000000-0000-4000-8000-000000000000',
    audience: ['staff'],
  },
  {
    method: 'PUT',
    path: (f) => `/api/customers/${f.customerA}/schedule`,
    audience: ['staff'],
    body: () => ({
      defaultMonday: true,
      defaultTuesday: false,
      defaultWednesday: true,
      defaultThursday: false,
      defaultFriday: true,
    }),
    required: [
      'defaultMonday',
      'defaultTuesday',
      'defaultWednesday',
      'defaultThursday',
      'defaultFriday',
    ],
  },
  { method: 'GET', path: () => '/api/sessions/current', audience: ['staff', 'owner'] },
  {
    method: 'POST',
    path: () => '/api/sessions/checkin',
    audience: ['staff'],
    body: (f) => ({ customerId: f.customerA }),
    required: ['customerId'],
  },
  {
    method: 'POST',
    path: () => '/api/sessions/checkout',
    audience: ['staff'],
    body: (f) => ({ customerId: f.customerB }),
    required: ['customerId'],
  },
  {
    method: 'POST',
    path: () => '/api/sessions/undo-checkout',
    audience: ['staff'],
    body: (f) => ({ customerId: f.customerB }),
    required: ['customerId'],
  },
  { method: 'GET', path: (f) => `/api/days/${wednesday(f)}`, audience: ['staff', 'owner'] },
  {
    method: 'GET',
    path: (f) => `/api/days/${wednesday(f)}?customerId=${f.customerA}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'GET',
    path: (f) => `/api/customers/${f.customerA}/outstanding-balance`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'POST',
    path: () => '/api/create-payment-intent',
    audience: ['staff'],
    body: (f) => ({ amount: 41.67, customerId: f.customerA }),
    required: ['amount', 'customerId'],
  },
  {
    method: 'POST',
    path: () => '/api/payments',
    audience: ['staff', 'owner'],
    body: (f) => ({
      familyId: f.familyA,
      amount: '75.00',
      method: 'cheque',
      receivedOn: f.monday,
    }),
    required: ['familyId', 'amount', 'method', 'receivedOn'],
  },
  {
    method: 'POST',
    path: () => `/api/payments/${UNKNOWN_ID}/reversal`,
    audience: ['owner'],
    body: () => ({ reason: 'Cheque bounced' }),
    required: ['reason'],
  },
  {
    method: 'GET',
    path: (f) => `/api/families/${f.familyA}/ledger?from=${f.monday}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'POST',
    path: (f) => `/api/families/${f.familyA}/adjustments`,
    audience: ['owner'],
    body: () => ({ amount: '-5.00', reason: 'Sibling discount' }),
    required: ['amount', 'reason'],
  },
  {
    method: 'GET',
    path: (f) => `/api/payments?from=${f.monday}&method=cash`,
    audience: ['owner'],
  },
  { method: 'GET', path: () => '/api/family-balances', audience: ['staff', 'owner'] },
  // Stripe signs its calls instead of holding a session; the signature is the credential.
  { method: 'POST', path: () => '/api/stripe/webhook', audience: 'public' },
  {
    method: 'GET',
    path: (f) =>
      `/api/attendance/weekly?${weekDates(f.monday)
        .map((date) => `week=${date}`)
        .join('&')}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'POST',
    path: () => '/api/attendance/toggle',
    audience: ['staff'],
    body: (f) => ({
      customerId: f.customerA,
      date: wednesday(f),
      isPresent: true,
      dailyCost: '150.00',
    }),
    required: ['customerId', 'date', 'isPresent'],
  },
  {
    method: 'PATCH',
    path: (f) => `/api/attendance/${f.attendanceA}`,
    audience: ['staff'],
    body: () => ({
      arrivalTime: '09:15',
      departureTime: '16:30',
      pickupReason: 'Traffic',
      dailyCost: '181.25',
    }),
    // The cost the spec's client previews is checked but not needed: the rate prices the day.
    required: ['arrivalTime', 'departureTime'],
  },
  {
    method: 'PATCH',
    path: (f) => `/api/attendance/${f.attendanceA}`,
    audience: ['owner'],
    body: () => ({ checkReceived: true }),
    required: ['checkReceived'],
  },
  {
    method: 'GET',
    path: (f) =>
      `/api/customer-report?customerId=${f.customerA}&startDate=${f.monday}&endDate=${wednesday(f)}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'GET',
    path: (f) =>
      `/api/financial/weekly?dates=${encodeURIComponent(JSON.stringify(weekDates(f.monday)))}`,
    audience: ['owner'],
  },
  { method: 'GET', path: (f) => `/api/payments/weekly?weekStart=${week(f)}`, audience: ['owner'] },
  {
    method: 'GET',
    path: (f) => `/api/weekly-notes/financial?weekStart=${week(f)}`,
    audience: ['owner'],
  },
  {
    method: 'POST',
    path: () => '/api/weekly-notes/financial',
    audience: ['owner'],
    body: (f) => ({ customerId: f.customerA, weekStart: f.monday, note: 'Paid by cheque' }),
    required: ['customerId', 'weekStart', 'note'],
  },
  {
    method: 'GET',
    path: (f) => `/api/weekly-notes/staff?weekStart=${week(f)}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'POST',
    path: () => '/api/weekly-notes/staff',
    audience: ['staff'],
    body: (f) => ({ customerId: f.customerA, weekStart: f.monday, note: 'Bring a sun hat' }),
    required: ['customerId', 'weekStart', 'note'],
  },
  {
    method: 'GET',
    path: (f) => `/api/weekly-notes/customer?weekStart=${week(f)}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'GET',
    path: (f) => `/api/confirmations/weekly?weekStart=${week(f)}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'GET',
    path: (f) => `/api/schedule-notes/weekly?weekStart=${week(f)}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'POST',
    path: () => '/api/confirmations/decision',
    audience: ['staff', 'owner'],
    body: (f) => ({
      customerId: f.customerA,
      weekStart: week(f),
      decision: 'approved',
      message: 'See you then',
    }),
    required: ['customerId', 'weekStart', 'decision'],
  },
  {
    method: 'POST',
    path: () => '/api/customer/login',
    audience: 'public',
    body: () => ({ username: 'nobody.here', password: 'wrong-password' }),
    required: ['username', 'password'],
  },
  { method: 'GET', path: () => '/api/customer/auth', audience: 'public' },
  { method: 'POST', path: () => '/api/customer/logout', audience: 'public' },
  {
    method: 'POST',
    path: () => '/api/customer/change-password',
    audience: ['customer'],
    body: () => ({ newPassword: 'a-new-secret' }),
    required: ['newPassword'],
  },
  { method: 'GET', path: (f) => `/api/customer/confirmation/${f.monday}`, audience: ['customer'] },
  {
    method: 'POST',
    path: () => '/api/customer/schedule/confirm-week',
    audience: ['customer'],
    body: (f) => ({ weekStart: f.monday, status: 'confirmed', details: {} }),
    required: ['weekStart', 'status'],
  },
  {
    method: 'POST',
    path: () => '/api/customer/schedule/undo-week',
    audience: ['customer'],
    body: (f) => ({ weekStart: f.monday }),
    required: ['weekStart'],
  },
  { method: 'GET', path: () => '/api/families', audience: ['staff', 'owner'] },
  { method: 'GET', path: (f) => `/api/families/${f.familyA}`, audience: ['staff', 'owner'] },
  {
    method: 'PATCH',
    path: (f) => `/api/families/${f.familyA}`,
    audience: ['staff', 'owner'],
    body: () => ({ kioskNote: 'Please see the front desk' }),
    required: ['kioskNote'],
  },
  {
    method: 'PATCH',
    path: (f) => `/api/customers/${f.customerA}`,
    audience: ['staff', 'owner'],
    body: () => ({ allergies: 'Peanuts', birthDate: '2022-03-14' }),
  },
  {
    // The same route; a rate is the owner's alone (staff get 403).
    method: 'PATCH',
    path: (f) => `/api/customers/${f.customerA}`,
    audience: ['owner'],
    body: () => ({ hourlyRate: '14.00' }),
  },
  {
    method: 'POST',
    path: (f) => `/api/families/${f.familyA}/contacts`,
    audience: ['staff', 'owner'],
    body: () => ({
      name: 'Ruth Bennett',
      relationship: 'Grandmother',
      phone: '555-0102',
      email: '',
      roles: ['emergency', 'pickup'],
      mustNotCollect: false,
      portalLogin: false,
    }),
    required: ['name', 'roles'],
  },
  {
    method: 'PATCH',
    path: (f) => `/api/families/${f.familyA}/contacts/${f.contactA}`,
    audience: ['staff', 'owner'],
    body: () => ({ phone: '555-0199', relationship: 'Mother' }),
  },
  {
    method: 'DELETE',
    path: (f) => `/api/families/${f.familyA}/contacts/${UNKNOWN_ID}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'POST',
    path: (f) => `/api/families/${f.familyA}/logins/${UNKNOWN_ID}/reset-password`,
    audience: ['staff', 'owner'],
  },
  { method: 'DELETE', path: () => `/api/families/${UNKNOWN_ID}`, audience: ['staff', 'owner'] },
  { method: 'GET', path: () => '/api/customer/contacts', audience: ['customer'] },
  { method: 'GET', path: () => '/api/customer/notices', audience: ['customer'] },
  { method: 'GET', path: () => '/api/customer/autopay', audience: ['customer'] },
  {
    method: 'PUT',
    path: () => '/api/customer/autopay',
    audience: ['customer'],
    body: () => ({ enabled: false }),
    required: ['enabled'],
  },
  {
    method: 'GET',
    path: (f) => `/api/families/${f.familyA}/autopay`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'POST',
    path: () => `/api/customer/notices/${UNKNOWN_ID}/read`,
    audience: ['customer'],
  },
  {
    method: 'PATCH',
    path: () => '/api/customer/contact',
    audience: ['customer'],
    body: () => ({ phone: '555-0100', email: 'parent@example.com' }),
  },
  {
    method: 'POST',
    path: () => '/api/customer/pickup-requests',
    audience: ['customer'],
    body: () => ({ name: 'Tomi Adeyemi', relationship: 'Aunt', phone: '555-0113' }),
    required: ['name'],
  },
  {
    // Contact A's own PIN again, as parent A; another parent gets 409 (taken).
    method: 'PUT',
    path: () => '/api/customer/pin',
    audience: ['customer'],
    body: (f) => ({ pin: f.kioskPin }),
    required: ['pin'],
  },
  {
    method: 'PUT',
    path: (f) => `/api/families/${f.familyA}/contacts/${f.contactA}/pin`,
    audience: ['staff', 'owner'],
    body: (f) => ({ pin: f.kioskPin }),
    required: ['pin'],
  },
  {
    method: 'POST',
    path: () => '/api/kiosk/devices',
    audience: ['staff'],
    body: () => ({ name: 'Front door' }),
    required: ['name'],
  },
  { method: 'GET', path: () => '/api/kiosk/devices', audience: ['staff', 'owner'] },
  {
    method: 'DELETE',
    path: () => `/api/kiosk/devices/${UNKNOWN_ID}`,
    audience: ['staff', 'owner'],
  },
  {
    // A kiosk token reaches these routes and no other.
    method: 'POST',
    path: () => '/api/kiosk/identify',
    audience: ['kiosk'],
    body: (f) => ({ pin: f.kioskPin }),
    required: ['pin'],
  },
  { method: 'GET', path: () => '/api/kiosk/roster', audience: ['kiosk'] },
  {
    method: 'POST',
    path: () => '/api/kiosk/time-clock',
    audience: ['kiosk'],
    body: (f) => ({ pin: f.kioskPin, action: 'out' }),
    required: ['pin', 'action'],
  },
  {
    // Contact A (a guardian) signs child A in, then out.
    method: 'POST',
    path: () => '/api/kiosk/check-in',
    audience: ['kiosk'],
    body: (f) => ({ pin: f.kioskPin, customerIds: [f.customerA] }),
    required: ['pin', 'customerIds'],
  },
  {
    method: 'POST',
    path: () => '/api/kiosk/check-out',
    audience: ['kiosk'],
    body: (f) => ({ pin: f.kioskPin, customerIds: [f.customerA] }),
    required: ['pin', 'customerIds'],
  },
  {
    method: 'GET',
    path: () => `/api/signatures/${UNKNOWN_ID}`,
    audience: ['staff', 'owner'],
  },
  {
    method: 'POST',
    path: () => '/api/time-clock/in',
    audience: ['staff', 'owner'],
    body: () => ({ roomId: UNKNOWN_ID }),
    required: ['roomId'],
  },
  { method: 'POST', path: () => '/api/time-clock/break', audience: ['staff', 'owner'] },
  { method: 'POST', path: () => '/api/time-clock/out', audience: ['staff', 'owner'] },
  { method: 'GET', path: () => '/api/ratios/now', audience: ['staff', 'owner'] },
  { method: 'GET', path: () => '/api/ratios/history', audience: ['staff', 'owner'] },
  {
    method: 'GET',
    path: (f) => `/api/ratios/history?date=${f.monday}`,
    audience: ['staff', 'owner'],
  },
  { method: 'GET', path: () => '/api/rooms', audience: ['staff', 'owner'] },
  {
    method: 'POST',
    path: () => '/api/rooms',
    audience: ['owner'],
    body: () => ({
      name: 'Pre-K',
      minAgeMonths: 48,
      maxAgeMonths: 72,
      childrenPerStaff: 10,
      maxChildren: 20,
    }),
    required: ['name', 'minAgeMonths', 'maxAgeMonths', 'childrenPerStaff', 'maxChildren'],
  },
  {
    method: 'PATCH',
    path: () => `/api/rooms/${UNKNOWN_ID}`,
    audience: ['owner'],
    body: () => ({ maxChildren: 10 }),
  },
  { method: 'DELETE', path: () => `/api/rooms/${UNKNOWN_ID}`, audience: ['owner'] },
  { method: 'POST', path: () => '/api/rooms/suggested', audience: ['owner'] },
  { method: 'GET', path: () => '/api/rooms/assignments', audience: ['staff', 'owner'] },
  { method: 'POST', path: () => '/api/rooms/assign-suggested', audience: ['owner'] },
  {
    method: 'GET',
    path: (f) => `/api/rooms/plan?weekStart=${week(f)}`,
    audience: ['staff', 'owner'],
  },
  { method: 'GET', path: () => '/api/time-clock/me', audience: ['staff', 'owner'] },
  {
    method: 'PUT',
    path: () => '/api/time-clock/pin',
    audience: ['staff', 'owner'],
    body: () => ({ pin: '3691' }),
    required: ['pin'],
  },
  {
    method: 'PUT',
    path: () => `/api/staff/${UNKNOWN_ID}/pin`,
    audience: ['owner'],
    body: () => ({ pin: '3692' }),
    required: ['pin'],
  },
  {
    method: 'PATCH',
    path: () => `/api/time-clock/entries/${UNKNOWN_ID}`,
    audience: ['owner'],
    body: () => ({ reason: 'Forgot to clock out' }),
    required: ['reason'],
  },
  {
    method: 'POST',
    path: () => '/api/time-clock/entries',
    audience: ['owner'],
    body: (f) => ({
      accountId: UNKNOWN_ID,
      kind: 'break',
      startAt: `${f.monday}T16:00:00.000Z`,
      endAt: `${f.monday}T16:30:00.000Z`,
      reason: 'Forgot to clock a break',
    }),
    required: ['accountId', 'kind', 'startAt', 'endAt', 'reason'],
  },
  { method: 'GET', path: (f) => `/api/timesheets?weekStart=${week(f)}`, audience: ['owner'] },
  { method: 'GET', path: (f) => `/api/timesheets.csv?weekStart=${week(f)}`, audience: ['owner'] },
  { method: 'GET', path: () => '/api/settings', audience: ['owner'] },
  {
    method: 'PUT',
    path: () => '/api/settings',
    audience: ['owner'],
    body: () => ({ address: '1 Acorn Lane, Springfield', billingCycle: 'weekly' }),
  },
  {
    method: 'GET',
    path: () => '/api/facility-hours',
    audience: ['staff', 'owner', 'customer'],
  },
  { method: 'GET', path: () => '/api/staff', audience: ['owner'] },
  { method: 'GET', path: () => '/api/audit', audience: ['owner'] },
  { method: 'GET', path: (f) => `/api/audit.csv?customerId=${f.customerA}`, audience: ['owner'] },
  {
    method: 'POST',
    path: () => '/api/staff',
    audience: ['owner'],
    body: () => ({ name: 'Maria Lopez', username: 'maria.lopez', role: 'staff' }),
    required: ['name', 'username', 'role'],
  },
  {
    method: 'PATCH',
    path: () => '/api/staff/no-such-account',
    audience: ['owner'],
    body: () => ({ name: 'Maria Lopez' }),
  },
  { method: 'POST', path: () => '/api/staff/no-such-account/reset-password', audience: ['owner'] },
  {
    method: 'POST',
    path: () => '/api/change-password',
    audience: ['staff', 'owner'],
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'a-new-secret' }),
    required: ['currentPassword', 'newPassword'],
  },
];

/** A short label for test names. */
export function label(route: RouteCase, fixture: Fixture): string {
  const body = route.body ? ` ${Object.keys(route.body(fixture)).join(',')}` : '';
  return `${route.method} ${route.path(fixture).split('?')[0]}${body}`;
}
