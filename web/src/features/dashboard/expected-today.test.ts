import type { DirectoryEntry } from '@cubby/shared/docs';
import type { Expectation } from '@cubby/shared/expected-days';
import { describe, expect, it } from 'vitest';
import { expectedSummary, presenceOf, sortExpectedToday } from './expected-today.ts';

function child(id: string, name: string): DirectoryEntry {
  return {
    id,
    name,
    hourlyRate: '12.50',
    defaultMonday: true,
    defaultTuesday: true,
    defaultWednesday: true,
    defaultThursday: true,
    defaultFriday: true,
    familyId: '',
    birthDate: null,
    allergies: null,
    medicalNotes: null,
  };
}

const ada = child('a', 'Ada');
const ben = child('b', 'Ben');
const cleo = child('c', 'Cleo');
const dan = child('d', 'Dan');
const eve = child('e', 'Eve');

describe('presenceOf', () => {
  it('is in while a visit is open, gone after a closed one, else not arrived', () => {
    expect(presenceOf('a', [{ customerId: 'a', checkOutTime: null }])).toBe('in');
    expect(presenceOf('a', [{ customerId: 'a', checkOutTime: '2026-11-26T20:00:00Z' }])).toBe(
      'gone',
    );
    expect(presenceOf('a', [{ customerId: 'b', checkOutTime: null }])).toBe('not_arrived');
  });

  it('counts a child who came back after going home as in', () => {
    const visits = [
      { customerId: 'a', checkOutTime: '2026-11-26T18:00:00Z' },
      { customerId: 'a', checkOutTime: null },
    ];
    expect(presenceOf('a', visits)).toBe('in');
  });
});

describe('sortExpectedToday', () => {
  const expectations = new Map<string, Expectation>([
    ['a', { kind: 'confirmed' }],
    ['b', { kind: 'scheduled' }],
    ['c', { kind: 'not_coming' }],
    ['d', { kind: 'extra_day_requested' }],
    ['e', { kind: 'extra_day' }],
  ]);
  const visits = [
    { customerId: 'a', checkOutTime: null },
    { customerId: 'e', checkOutTime: '2026-11-26T20:00:00Z' },
  ];

  it('lists the ones still to arrive first, then who is in, then who has gone', () => {
    const today = sortExpectedToday([ada, ben, cleo, dan, eve], expectations, visits);
    expect(today.expected.map(({ customer, presence }) => [customer.name, presence])).toEqual([
      ['Ben', 'not_arrived'],
      ['Dan', 'not_arrived'],
      ['Ada', 'in'],
      ['Eve', 'gone'],
    ]);
    expect(today.notComing.map((customer) => customer.name)).toEqual(['Cleo']);
  });

  it('counts a requested extra day apart from the expected children', () => {
    const { counts } = sortExpectedToday([ada, ben, cleo, dan, eve], expectations, visits);
    expect(counts).toEqual({ expected: 3, in: 1, notComing: 1, requested: 1 });
  });

  it('leaves out children with nothing today', () => {
    const today = sortExpectedToday([ada, ben], new Map(), []);
    expect(today.expected).toEqual([]);
    expect(today.counts).toEqual({ expected: 0, in: 0, notComing: 0, requested: 0 });
  });
});

describe('expectedSummary', () => {
  it('says the counts with a plural only where one is due', () => {
    expect(expectedSummary({ expected: 5, in: 3, notComing: 1, requested: 0 })).toBe(
      '5 children expected, 3 in, 1 not coming',
    );
    expect(expectedSummary({ expected: 1, in: 0, notComing: 0, requested: 2 })).toBe(
      '1 child expected, 0 in, 0 not coming, 2 extra days requested',
    );
  });
});
