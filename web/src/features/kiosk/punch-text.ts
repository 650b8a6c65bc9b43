/**
 * @module
 * What the kiosk's done screen says after a punch: "Rosa, you are clocked in to Infants.",
 * "Rosa, enjoy your break.", "Rosa, you are clocked out. Goodbye!".
 */
import type { ClockStateResponse } from '@cubby/shared/schemas';

/** The done sentence of a punch, from where the person is now. */
export function punchSentence(
  punched: { name: string; clock: ClockStateResponse },
  roomName: (roomId: string) => string | null,
): string {
  const { name, clock } = punched;
  if (clock.status === 'out') return `${name}, you are clocked out. Goodbye!`;
  if (clock.status === 'break') return `${name}, enjoy your break.`;
  return `${name}, you are clocked in to ${roomName(clock.roomId) ?? 'your room'}.`;
}
