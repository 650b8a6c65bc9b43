/**
 * @module
 * What the kiosk's PIN pad holds as keys are pressed: digits up to the longest PIN, backspace,
 * and whether OK may send it (DESIGN section 7: 4 to 6 digits). Only the shape is judged here; an
 * easy PIN typed at the kiosk is simply a wrong PIN, as the server counts it.
 */
import { MAX_PIN_DIGITS, MIN_PIN_DIGITS } from '@cubby/shared/pin-rules';

/** A key of the pad: a digit, or backspace. */
export type PinKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'backspace';

/** The digit keys in the order the pad shows them (a phone's layout). */
export const PIN_DIGITS: readonly PinKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

/** The PIN after `key`: a digit past the longest PIN is ignored. */
export function pressPinKey(pin: string, key: PinKey): string {
  if (key === 'backspace') return pin.slice(0, -1);
  return pin.length >= MAX_PIN_DIGITS ? pin : pin + key;
}

/** The pad key a keyboard key stands for, or null (number row and keypad alike). */
export function pinKeyOf(keyboardKey: string): PinKey | null {
  if (/^[0-9]$/.test(keyboardKey)) return keyboardKey as PinKey;
  return keyboardKey === 'Backspace' || keyboardKey === 'Delete' ? 'backspace' : null;
}

/** Whether the PIN is long enough to send. */
export function isPinComplete(pin: string): boolean {
  return pin.length >= MIN_PIN_DIGITS && pin.length <= MAX_PIN_DIGITS;
}
