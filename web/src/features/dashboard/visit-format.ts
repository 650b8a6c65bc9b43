/**
 * @module
 * How the dashboard writes how long a child has been here: whole hours and minutes, 'Xh Ym'.
 * The minutes are `stayMinutes` (`@cubby/shared/stay-time`), the rule the server bills by.
 */

/** A duration in minutes as whole hours and minutes: '1h 5m', '0h 0m'. */
export function formatElapsed(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}
