/**
 * @module
 * Where a person is, in words: "Clocked in to Infants since 7:30 AM", "On a break since
 * 12:00 PM", "Clocked out". The time clock and the kiosk's staff screen say it the same way.
 */
import type { ClockStateResponse } from '@cubby/shared/schemas';

/** The person's state as a sentence; `roomName` and `timeOf` come from the screen. */
export function whereIAm(
  state: ClockStateResponse,
  roomName: (roomId: string) => string | null,
  timeOf: (instant: string) => string,
): string {
  if (state.status === 'out') return 'Clocked out';
  if (state.status === 'break') return `On a break since ${timeOf(state.since)}`;
  const room = roomName(state.roomId) ?? 'a room';
  return `Clocked in to ${room} since ${timeOf(state.since)}`;
}
