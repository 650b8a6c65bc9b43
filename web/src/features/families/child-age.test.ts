import { describe, expect, it } from 'vitest';
import { ageInMonths, formatAge } from './child-age.ts';

describe('ageInMonths', () => {
  it('counts a month only once its day has come', () => {
    expect(ageInMonths('2024-03-15', '2026-03-14')).toBe(23);
    expect(ageInMonths('2024-03-15', '2026-03-15')).toBe(24);
  });

  it('has no age for a birth date after today', () => {
    expect(ageInMonths('2026-12-01', '2026-11-26')).toBeNull();
  });
});

describe('formatAge', () => {
  it('says years and months the way staff say them', () => {
    expect(formatAge('2023-08-10', '2026-11-26')).toBe('3 years, 3 months');
    expect(formatAge('2025-11-26', '2026-11-26')).toBe('1 year');
    expect(formatAge('2026-04-01', '2026-11-26')).toBe('7 months');
    expect(formatAge('2026-11-20', '2026-11-26')).toBe('Under a month');
  });

  it('says nothing without a usable birth date', () => {
    expect(formatAge(null, '2026-11-26')).toBeNull();
    expect(formatAge('2027-01-01', '2026-11-26')).toBeNull();
  });
});
