import { describe, expect, it } from 'vitest';
import { whereIAm } from './where-i-am.ts';

const timeOf = () => '7:30 AM';
const rooms = (id: string) => (id === 'r1' ? 'Infants' : null);

describe('whereIAm', () => {
  it('says the room and since when, a break, or clocked out', () => {
    expect(whereIAm({ status: 'working', roomId: 'r1', since: 'x' }, rooms, timeOf)).toBe(
      'Clocked in to Infants since 7:30 AM',
    );
    expect(whereIAm({ status: 'break', since: 'x' }, rooms, timeOf)).toBe(
      'On a break since 7:30 AM',
    );
    expect(whereIAm({ status: 'out' }, rooms, timeOf)).toBe('Clocked out');
    expect(whereIAm({ status: 'working', roomId: 'gone', since: 'x' }, rooms, timeOf)).toBe(
      'Clocked in to a room since 7:30 AM',
    );
  });
});
