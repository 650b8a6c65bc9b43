/**
 * @module
 * Document names of DESIGN section 2: one document per audience per week, plus the directory,
 * one of staff alerts per facility day, and `staffing` (who is on the floor now). `{monday}` is
 * the ISO date of the week's Monday, `{date}` that of the day.
 */
import { isValidIsoDate, mondayOf } from '../dates.ts';

/** The kinds of collaborative document. */
export const DOC_KINDS = [
  'directory',
  'week',
  'confirmations',
  'family',
  'finance',
  'alerts',
  'staffing',
] as const;

/** One kind of collaborative document. */
export type DocKind = (typeof DOC_KINDS)[number];

/** A parsed document name. */
export type DocRef =
  | { kind: 'directory' }
  | { kind: 'week'; monday: string }
  | { kind: 'confirmations'; monday: string }
  | { kind: 'family'; customerId: string; monday: string }
  | { kind: 'finance'; monday: string }
  | { kind: 'alerts'; date: string }
  | { kind: 'staffing' };

// Customer ids are uuids; the looser pattern keeps seeds and tests readable while ruling out
// separators and anything that would need escaping in a URL path.
const CUSTOMER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The name a document is synced and stored under. */
export function docName(ref: DocRef): string {
  switch (ref.kind) {
    case 'directory':
      return 'directory';
    case 'staffing':
      return 'staffing';
    case 'family':
      return `family:${ref.customerId}:${ref.monday}`;
    case 'alerts':
      return `alerts:${ref.date}`;
    default:
      return `${ref.kind}:${ref.monday}`;
  }
}

/** Parses a document name; null for anything that is not exactly a valid name. */
export function parseDocName(name: string): DocRef | null {
  const parts = name.split(':');
  const [kind, first, second] = parts;
  if ((kind === 'directory' || kind === 'staffing') && parts.length === 1) return { kind };
  if (kind === 'family' && parts.length === 3 && first && second) {
    if (!CUSTOMER_ID.test(first) || !isMonday(second)) return null;
    return { kind, customerId: first, monday: second };
  }
  if ((kind === 'week' || kind === 'confirmations' || kind === 'finance') && parts.length === 2) {
    return first && isMonday(first) ? { kind, monday: first } : null;
  }
  if (kind === 'alerts' && parts.length === 2) {
    return first && isValidIsoDate(first) ? { kind, date: first } : null;
  }
  return null;
}

function isMonday(iso: string): boolean {
  return isValidIsoDate(iso) && mondayOf(iso) === iso;
}

/** Name builders for each kind, for call sites that know the kind. */
export const docNames = {
  directory: () => 'directory',
  week: (monday: string) => docName({ kind: 'week', monday }),
  confirmations: (monday: string) => docName({ kind: 'confirmations', monday }),
  family: (customerId: string, monday: string) => docName({ kind: 'family', customerId, monday }),
  finance: (monday: string) => docName({ kind: 'finance', monday }),
  alerts: (date: string) => docName({ kind: 'alerts', date }),
  staffing: () => 'staffing',
};
