import { describe, expect, it } from 'vitest';
import { filterByName, isDirectoryLoaded } from './directory.ts';

const state = {
  localCopyLoaded: true,
  customers: 0,
  serverAnswered: false,
  online: true,
  waitedLong: false,
};

describe('whether the customer list has loaded', () => {
  it('waits for the device’s own copy', () => {
    expect(isDirectoryLoaded({ ...state, localCopyLoaded: false, customers: 3 })).toBe(false);
  });

  it('shows a copy with customers at once', () => {
    expect(isDirectoryLoaded({ ...state, customers: 3 })).toBe(true);
  });

  it('holds an empty copy until the server answers, the device is offline or the wait is long', () => {
    expect(isDirectoryLoaded(state)).toBe(false);
    expect(isDirectoryLoaded({ ...state, serverAnswered: true })).toBe(true);
    expect(isDirectoryLoaded({ ...state, online: false })).toBe(true);
    expect(isDirectoryLoaded({ ...state, waitedLong: true })).toBe(true);
  });
});

describe('filterByName', () => {
  it('keeps names containing the search, ignoring case and spaces around it', () => {
    const customers = [
      { name: 'Ada Lovelace' },
      { name: 'Zoë Martínez' },
      { name: 'Grace Hopper' },
    ];
    expect(filterByName(customers, '  LOVE ')).toEqual([{ name: 'Ada Lovelace' }]);
    expect(filterByName(customers, '')).toHaveLength(3);
  });
});
