import type { DayRecord } from '@cubby/shared/day-record';
import type { DirectoryEntry, DirectoryRoom, StaffOnFloor } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { countRoomRatios } from './room-ratios.ts';

const room = (id: string, childrenPerStaff: number): DirectoryRoom => ({
  id,
  name: id,
  minAgeMonths: 0,
  maxAgeMonths: 12,
  childrenPerStaff,
  maxChildren: 5,
  position: 0,
});
const child = (id: string, roomId: string | null) => ({ id, roomId }) as DirectoryEntry;
// A child's day today: in now, or gone home.
const day = (customerId: string, inProgress: boolean) =>
  ({ customerId, present: true, inProgress }) as DayRecord;
const person = (accountId: string, roomId: string | null): StaffOnFloor => ({
  accountId,
  name: accountId,
  status: roomId ? 'working' : 'break',
  roomId,
  since: '2026-11-16T17:00:00.000Z',
});

describe('a tablet’s count of each room', () => {
  it('counts children checked in now by their room, and staff working in it', () => {
    const children = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => child(id, 'infants'));
    const { rooms, onBreak } = countRoomRatios(
      [room('infants', 4)],
      [...children, child('g', null)],
      [...['a', 'b', 'c', 'd', 'e', 'g'].map((id) => day(id, true)), day('f', false)],
      [person('kim', 'infants'), person('lee', null)],
    );
    expect(rooms).toEqual([
      expect.objectContaining({
        roomId: 'infants',
        children: 5,
        staff: 1,
        staffNeeded: 2,
        inRatio: false,
        overCapacity: false,
        working: [expect.objectContaining({ accountId: 'kim' })],
      }),
    ]);
    expect(onBreak.map((p) => p.accountId)).toEqual(['lee']);
  });
});
