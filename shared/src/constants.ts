/**
 * @module
 * Business constants of spec section 9. Where the spec gives facility hours that disagree, each
 * reading is its own constant, shown where the spec shows it (DESIGN section 4). Its money
 * constants disagreed too; one price replaced them (decision 024 says where each went). Money
 * is a decimal string so it never passes through a float.
 */

// Money: one price, the child's hourly rate (decision 024).

/**
 * The owner's default hourly rate until changed in Settings: what a new child gets, as the spec's
 * Add Customer sends it. The spec's edit-times 25/hour and toggle 150.00 are gone: every charge
 * is the child's rate.
 */
export const NEW_CUSTOMER_HOURLY_RATE = '12.50';

/** Default of the spec's customers.hourlyRate column (the entity schema); creation never uses it. */
export const STORED_DEFAULT_HOURLY_RATE = '25.00';

/**
 * Hours the printed reports show for a present day without times (spec 9). What such a day is
 * charged is a standard day (decision 069): the same 6 hours until the owner sets the centre's.
 */
export const REPORT_ASSUMED_HOURS = 6;

/** Arrival time the Edit Attendance Details dialog starts with. */
export const DEFAULT_ARRIVAL_TIME = '10:00';

/** Departure time the Edit Attendance Details dialog starts with. */
export const DEFAULT_DEPARTURE_TIME = '16:00';

// Facility hours: the staff screens and the customer portal give two readings; each text is
// shown where the spec shows it.

/** Facility hours as the staff screens state them (Monday to Friday). */
export const STAFF_FACILITY_HOURS = '10:00AM - 4:00PM';

/** Operating Days card value on the dashboard and the attendance screen. */
export const OPERATING_DAYS_TEXT = '5 days/week';

/** Operating Days card detail on the dashboard. */
export const DASHBOARD_OPERATING_HOURS_TEXT = `Mon-Fri, ${STAFF_FACILITY_HOURS}`;

/** Operating Days summary card on the staff weekly attendance screen. */
export const ATTENDANCE_OPERATING_DAYS_TEXT = `${OPERATING_DAYS_TEXT}, Mon-Fri`;

/** Dashboard notice that Thursday is now open (section 1; the exact wording is not shown). */
export const THURSDAY_OPEN_NOTICE = 'Thursday is now open';

/** Schedule as the customer portal states it (the spec's second reading of facility hours). */
export const PORTAL_SCHEDULE_TEXT = 'Monday-Wednesday and Friday, 10:00 AM - 4:00 PM';

/** Days of advance notice the customer portal asks families to give. */
export const ADVANCE_NOTICE_DAYS = 3;

// Limits.

/** Minimum length of a customer's new password. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * At most this many customers not in show in the dashboard's quick check-in list; every child in
 * (or checked out in the last 10 minutes) is listed besides (decision 073).
 */
export const CHECK_IN_LIST_LIMIT = 5;

/** Characters of a customer id shown as its short ID on the dashboard and checkout. */
export const SHORT_ID_LENGTH = 8;

/** Decimal places of hours shown on the dashboard, checkout and reports. */
export const HOURS_DECIMALS = 1;

/** Reason the extra-day dialog submits when the family leaves it empty. */
export const EXTRA_DAY_DEFAULT_REASON = 'Need extra day';

// Timing (milliseconds).

/** How often the staff Schedule Overview polls weekly confirmations in the spec's design. */
export const CONFIRMATION_POLL_MS = 5000;

/** How long the customer portal keeps a fetched week confirmation cached. */
export const CONFIRMATION_CACHE_MS = 3_600_000;

/** How often the customer portal checks whether a new week has begun. */
export const WEEK_ROLLOVER_CHECK_MS = 60_000;

/** Delay between a successful customer login and the redirect to the schedule. */
export const CUSTOMER_LOGIN_REDIRECT_MS = 1000;

/** How long the signed-in staff user (GET /api/user) stays fresh. */
export const CURRENT_USER_STALE_MS = 300_000;

// Toasts and tooltips.

/** Toasts shown at once. */
export const TOAST_LIMIT = 1;

/** Default time a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;

/** Delay before a dismissed toast is removed from the DOM. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Distance of a right swipe that dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Key that moves focus to the toast area. */
export const TOAST_HOTKEY = 'F8';

/** Hover time before a tooltip opens. */
export const TOOLTIP_DELAY_MS = 700;

/** Window in which moving to another tooltip opens it without the delay. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Browser storage.

/** localStorage key of the staff login token. */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

/** localStorage key of the owner token. */
export const OWNER_TOKEN_STORAGE_KEY = 'ownerToken';

/** localStorage key of this tablet's kiosk token (DESIGN section 7); sent as a bearer, never a cookie. */
export const KIOSK_TOKEN_STORAGE_KEY = 'kioskToken';

/** localStorage key of the parent's last signed-in answer, for starts with no network. */
export const CUSTOMER_PROFILE_STORAGE_KEY = 'cubby:customerProfile';

/** localStorage key of the centre's hours as the portal last read them, for starts offline. */
export const CENTRE_HOURS_STORAGE_KEY = 'cubby:centreHours';
