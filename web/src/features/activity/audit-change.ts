/**
 * @module
 * An entry's values before and after, as a line a person reads: each field in words ('room:
 * Toddlers, from: 11-16-2026 8:02 AM'), never a raw id or a UTC timestamp. The server keeps the
 * values as data (ids, ISO instants, decimal strings: the API and the CSV export carry them so);
 * this says them on the facility's clock with the centre's names (decision 072). The server keeps
 * them small and never puts free text in them, so nothing here shortens or hides anything.
 */
import { formatClockTime, formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { formatMomentAt } from '../../lib/facility-moments.ts';

/** What the words need beside the values: the facility's zone and the centre's room names. */
export interface AuditWords {
  timeZone: string;
  /** A room's name by its id; null for a room the centre no longer has. */
  roomName: (roomId: string) => string | null;
}

// Field names as a person says them; any other reads as its words ('mustNotCollect': 'must not
// collect').
const LABELS: Readonly<Record<string, string>> = {
  roomId: 'room',
  startAt: 'from',
  endAt: 'to',
  isPresent: 'present',
  isEarlyPickup: 'early pick-up',
  isLatePickup: 'late pick-up',
};

// Fields that name a device: the entry's Device column and the kiosk's own name say which.
const UNSAID = new Set(['deviceId']);

// Fields whose values are amounts of money, kept as decimal strings.
const MONEY = new Set(['hourlyRate', 'defaultHourlyRate', 'lateFee', 'amount', 'registrationFee']);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const DECIMAL = /^-?\d+\.\d{2}$/;

/** A field's name in words. */
function labelOf(key: string): string {
  return LABELS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** One value of an entry, written out; '' for none. `key` is the field it belongs to. */
export function formatAuditValue(value: unknown, words: AuditWords, key?: string): string {
  if (value === null || value === undefined) return '';
  if (key === 'roomId' && typeof value === 'string') {
    return words.roomName(value) ?? 'a room no longer in use';
  }
  if (typeof value === 'string') return formatText(value, words, key);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.map((item) => formatAuditValue(item, words, key)).join(', ');
  if (typeof value === 'object') {
    const pairs = Object.entries(value)
      .filter(([field]) => !UNSAID.has(field))
      .map(
        ([field, inner]) => `${labelOf(field)}: ${formatAuditValue(inner, words, field) || 'none'}`,
      );
    return key === undefined ? pairs.join(', ') : `(${pairs.join(', ')})`;
  }
  return String(value);
}

function formatText(value: string, words: AuditWords, key: string | undefined): string {
  if (key !== undefined && MONEY.has(key) && DECIMAL.test(value)) {
    return formatDollars(parseMoney(value));
  }
  if (INSTANT.test(value)) return formatMomentAt(value, words.timeZone) ?? value;
  if (DATE.test(value)) return orAsWritten(formatDisplayDate, value);
  if (TIME.test(value)) return orAsWritten(formatClockTime, value);
  return value;
}

// A value that only looks like a date or a time ('2026-02-31') is shown as it was written.
function orAsWritten(format: (value: string) => string, value: string): string {
  try {
    return format(value);
  } catch {
    return value;
  }
}

/** 'before → after', 'none → after' or 'before → none'; null when the entry has neither. */
export function describeChange(before: unknown, after: unknown, words: AuditWords): string | null {
  const was = formatAuditValue(before, words);
  const is = formatAuditValue(after, words);
  if (!was && !is) return null;
  return `${was || 'none'} → ${is || 'none'}`;
}
