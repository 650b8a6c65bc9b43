/**
 * @module
 * Who brought or fetched a child, and where, as staff screens write it (issue 17, decision
 * 028): 'Ana Lopez (mother)', 'dropped off by Ana Lopez (mother) at the kiosk'. A staff
 * tablet's check-in names no one, so it has no words here.
 */
import type { VisitContact, VisitKiosk } from '@cubby/shared/docs';

/** A contact with the relationship the kiosk recorded: 'Ana Lopez (mother)'. */
export function formatContact(contact: VisitContact): string {
  return contact.relationship ? `${contact.name} (${contact.relationship})` : contact.name;
}

/** 'dropped off by …' or 'picked up by …', with 'at the kiosk' when a kiosk recorded it. */
export function formatAttribution(
  verb: 'dropped off' | 'picked up',
  contact: VisitContact | null | undefined,
  kiosk: VisitKiosk | null | undefined,
): string | null {
  if (!contact) return null;
  return `${verb} by ${formatContact(contact)}${kiosk ? ' at the kiosk' : ''}`;
}
