import { describe, expect, it } from 'vitest';
import { docName, docNames, parseDocName } from './doc-name.ts';

describe('document names', () => {
  it('round-trip every kind', () => {
    const names = [
      docNames.directory(),
      docNames.week('2026-11-16'),
      docNames.confirmations('2026-11-16'),
      docNames.family('3f2b8c1e-0d4a-4c1b-9a53-2e6f7d8c9b10', '2026-11-16'),
      docNames.finance('2026-11-16'),
      docNames.alerts('2026-11-19'),
    ];
    expect(names).toEqual([
      'directory',
      'week:2026-11-16',
      'confirmations:2026-11-16',
      'family:3f2b8c1e-0d4a-4c1b-9a53-2e6f7d8c9b10:2026-11-16',
      'finance:2026-11-16',
      'alerts:2026-11-19',
    ]);
    for (const name of names) {
      const ref = parseDocName(name);
      expect(ref).not.toBeNull();
      expect(docName(ref as NonNullable<typeof ref>)).toBe(name);
    }
  });

  it.each([
    'week:2026-11-17', // a Tuesday: weeks are named by their Monday
    'week:2026-11-22', // the Sunday of that week
    'week:2026-02-30',
    'week:2026-11-16:extra',
    'directory:2026-11-16',
    'family:2026-11-16',
    'family:a/b:2026-11-16',
    'family::2026-11-16',
    'finance',
    'payroll:2026-11-16',
    'alerts:2026-02-30',
    'alerts:2026-11-19:extra',
    'alerts',
    '',
  ])('rejects %j', (name) => {
    expect(parseDocName(name)).toBeNull();
  });
});
