import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  ageRangeProblem,
  type Room,
  roomRatio,
  roomRatios,
  roomRuleSchema,
  SUGGESTED_ROOMS,
  staffNeeded,
  suggestRoom,
} from './rooms.ts';

const rooms: Room[] = SUGGESTED_ROOMS.map((rule, index) => ({ ...rule, id: `room-${index}` }));

describe('ageInMonths', () => {
  it('counts a month once its day of the month comes', () => {
    expect(ageInMonths('2025-11-26', '2026-11-26')).toBe(12);
    expect(ageInMonths('2025-11-27', '2026-11-26')).toBe(11);
    expect(ageInMonths('2026-11-26', '2026-11-26')).toBe(0);
    expect(ageInMonths('2027-01-01', '2026-11-26')).toBe(0);
  });
});

describe('suggestRoom', () => {
  it("suggests the room whose range holds the child's age", () => {
    expect(suggestRoom(rooms, '2026-05-01', '2026-11-26')?.name).toBe('Infants');
    expect(suggestRoom(rooms, '2025-11-26', '2026-11-26')?.name).toBe('Toddlers');
    expect(suggestRoom(rooms, '2022-03-14', '2026-11-26')?.name).toBe('Preschool');
  });

  it('suggests nothing without a birth date or a room that fits', () => {
    expect(suggestRoom(rooms, null, '2026-11-26')).toBeNull();
    expect(suggestRoom(rooms, '2015-01-01', '2026-11-26')).toBeNull();
  });
});

describe('the ratio', () => {
  it('needs one staff member per started group of children', () => {
    expect(staffNeeded(0, 4)).toBe(0);
    expect(staffNeeded(4, 4)).toBe(1);
    expect(staffNeeded(5, 4)).toBe(2);
  });

  it('is out of ratio with the fifth infant and one staff member, in with two', () => {
    const infants = { id: 'infants', childrenPerStaff: 4, maxChildren: 8 };
    expect(roomRatio(infants, { children: 5, staff: 1 })).toEqual({
      roomId: 'infants',
      children: 5,
      staff: 1,
      staffNeeded: 2,
      inRatio: false,
      overCapacity: false,
    });
    expect(roomRatio(infants, { children: 5, staff: 2 }).inRatio).toBe(true);
    expect(roomRatio(infants, { children: 9, staff: 3 }).overCapacity).toBe(true);
  });

  it('counts each room apart and leaves out people in no room', () => {
    const ratios = roomRatios(rooms, ['room-0', 'room-0', null, 'room-2', 'gone'], ['room-2']);
    expect(
      ratios.map(({ roomId, children, staff, inRatio }) => [roomId, children, staff, inRatio]),
    ).toEqual([
      ['room-0', 2, 0, false],
      ['room-1', 0, 0, true],
      ['room-2', 1, 1, true],
    ]);
  });
});

describe('roomRuleSchema', () => {
  it('takes a valid rule and refuses nonsense with a reason', () => {
    expect(roomRuleSchema.safeParse(SUGGESTED_ROOMS[0]).success).toBe(true);
    const bad = roomRuleSchema.safeParse({ ...SUGGESTED_ROOMS[0], childrenPerStaff: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('childrenPerStaff must be at least 1');
    expect(ageRangeProblem({ minAgeMonths: 12, maxAgeMonths: 12 })).toMatch(/oldest age/);
    expect(ageRangeProblem({ minAgeMonths: 0, maxAgeMonths: 12 })).toBeNull();
  });
});
