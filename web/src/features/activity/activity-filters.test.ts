import { describe, expect, it } from 'vitest';
import { auditQueryString, isFiltered, readActivityFilters } from './activity-filters.ts';

describe("the Activity screen's filters", () => {
  it('read every filter a link names', () => {
    const filters = readActivityFilters({
      customerId: 'c-1',
      actorId: 'a-1',
      kind: 'attendance',
      from: '2026-11-02',
      to: '2026-11-06',
    });
    expect(filters).toEqual({
      customerId: 'c-1',
      actorId: 'a-1',
      kind: 'attendance',
      from: '2026-11-02',
      to: '2026-11-06',
    });
    expect(isFiltered(filters)).toBe(true);
  });

  it('drop what does not read, so a mistyped link opens the whole log', () => {
    const filters = readActivityFilters({
      kind: 'gossip',
      from: '2026-02-30',
      to: '11-06-2026',
      customerId: '',
      page: 3,
    });
    expect(filters).toEqual({});
    expect(isFiltered(filters)).toBe(false);
  });

  it('take an id the router read as a number as text', () => {
    expect(readActivityFilters({ customerId: 12345 })).toEqual({ customerId: '12345' });
  });

  it('write the query of the API and the CSV, with the page when given', () => {
    expect(auditQueryString({})).toBe('');
    expect(auditQueryString({ actorId: 'a 1', kind: 'account' })).toBe('?actorId=a+1&kind=account');
    expect(auditQueryString({ from: '2026-11-02' }, { limit: 50, before: 120 })).toBe(
      '?from=2026-11-02&limit=50&before=120',
    );
  });
});
