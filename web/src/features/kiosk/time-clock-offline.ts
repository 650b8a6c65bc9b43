/**
 * @module
 * What the kiosk says when a PIN cannot reach the time clock for want of a network: staff learn
 * where to clock in instead (decision 040).
 */

/** The sentence for staff while the kiosk is offline. */
export const TIME_CLOCK_OFFLINE = 'The time clock needs the network: clock in on a staff tablet.';
