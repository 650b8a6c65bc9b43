import { describe, expect, it } from 'vitest';
import { describeChange, formatAuditValue } from './audit-change.ts';

describe("an entry's values", () => {
  it('write scalars as they are and small objects as name: value pairs', () => {
    expect(formatAuditValue('08:02')).toBe('08:02');
    expect(formatAuditValue(12.5)).toBe('12.5');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue({ role: 'owner', active: true })).toBe('role: owner, active: true');
    expect(formatAuditValue({ checkOut: null })).toBe('checkOut: none');
    expect(formatAuditValue(['monday', 'friday'])).toBe('monday, friday');
  });

  it('read as before → after, with none for a missing side', () => {
    expect(describeChange({ name: 'Maria' }, { name: 'Maria Lopez' })).toBe(
      'name: Maria → name: Maria Lopez',
    );
    expect(describeChange(null, { paid: true })).toBe('none → paid: true');
    expect(describeChange({ paid: true }, null)).toBe('paid: true → none');
    expect(describeChange(null, undefined)).toBeNull();
  });
});
