/**
 * @module
 * A phone number as a link a tablet or phone dials: people write '+1 (555) 010-0142', a `tel:`
 * address wants '+15550100142'.
 */

/** The `tel:` address of `phone`: its digits and a leading +, without separators. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
