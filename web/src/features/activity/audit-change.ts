/**
 * @module
 * An entry's values before and after, as a line a person reads: scalars as they are, small
 * objects as `name: value` pairs ('role: staff → role: owner'). The server keeps these small and
 * never puts free text in them, so nothing here shortens or hides anything.
 */

/** One value of an entry, written out; '' for none. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(formatAuditValue).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${formatAuditValue(inner) || 'none'}`)
      .join(', ');
  }
  return String(value);
}

/** 'before → after', 'none → after' or 'before → none'; null when the entry has neither. */
export function describeChange(before: unknown, after: unknown): string | null {
  const was = formatAuditValue(before);
  const is = formatAuditValue(after);
  if (!was && !is) return null;
  return `${was || 'none'} → ${is || 'none'}`;
}
