import { describe, expect, it } from 'vitest';
import { mergeVisits, type Visit } from './visit-merge.ts';

const at = (time: string) => `2026-11-17T${time}:00.000Z`;
const visit = (id: string, checkIn: string, checkOut: string | null = null): Visit => ({
  id,
  customerId: 'ada',
  date: '2026-11-17',
  checkInTime: at(checkIn),
  checkOutTime: checkOut ? at(checkOut) : null,
});

describe('mergeVisits', () => {
  it('shows two open check-ins of one child as one stay from the earlier one', () => {
    const stays = mergeVisits([visit('b', '09:02'), visit('a', '09:00')]);
    expect(stays).toEqual([{ ...visit('a', '09:00'), sourceIds: ['a', 'b'] }]);
  });

  it('ends a merged stay at the first check-out, whichever device made it', () => {
    const stays = mergeVisits([visit('a', '09:00'), visit('b', '09:05', '12:00')]);
    expect(stays).toEqual([{ ...visit('a', '09:00', '12:00'), sourceIds: ['a', 'b'] }]);
  });

  it('keeps a visit that began after the child left as a new stay', () => {
    const stays = mergeVisits([visit('a', '09:00', '11:00'), visit('b', '13:00')]);
    expect(stays.map((stay) => stay.id)).toEqual(['a', 'b']);
  });

  it('never merges different children or different days', () => {
    const other = { ...visit('b', '09:00'), customerId: 'grace' };
    const nextDay = {
      ...visit('c', '09:00'),
      date: '2026-11-18',
      checkInTime: '2026-11-18T09:00:00.000Z',
    };
    expect(mergeVisits([visit('a', '09:00'), other, nextDay])).toHaveLength(3);
  });

  it('gives the same result in any order (every device agrees)', () => {
    const visits = [visit('c', '09:00'), visit('a', '09:00'), visit('b', '09:01', '10:00')];
    const expected = mergeVisits(visits);
    expect(mergeVisits([...visits].reverse())).toEqual(expected);
    expect(expected[0]?.id).toBe('a');
  });

  describe('who and where', () => {
    const ana = { contactId: 'ana', name: 'Ana Lopez', relationship: 'mother' };
    const ben = { contactId: 'ben', name: 'Ben Lopez', relationship: 'uncle' };
    const door = { deviceId: 'door', name: 'Front door' };
    const side = { deviceId: 'side', name: 'Side door' };

    it("keeps the kiosk's check-in when a tablet checked the same child in first", () => {
      const kiosk = { ...visit('k', '09:01'), droppedOffBy: ana, checkInKiosk: door };
      const [stay] = mergeVisits([visit('t', '09:00'), kiosk]);
      expect(stay).toMatchObject({ id: 't', droppedOffBy: ana, checkInKiosk: door });
      expect(stay?.sourceIds).toEqual(['t', 'k']);
    });

    it('keeps the check-in of the visit that made the stay when both have one', () => {
      const first = { ...visit('a', '09:00'), droppedOffBy: ana, checkInKiosk: door };
      const second = { ...visit('b', '09:02'), droppedOffBy: ben, checkInKiosk: side };
      expect(mergeVisits([second, first])[0]).toMatchObject({ droppedOffBy: ana });
    });

    it("takes the check-out's words from the visit whose check-out ends the stay", () => {
      const early = { ...visit('a', '09:00', '12:00'), pickedUpBy: ben, checkOutKiosk: side };
      const late = { ...visit('b', '09:01', '15:00'), pickedUpBy: ana, checkOutKiosk: door };
      const [stay] = mergeVisits([late, early]);
      expect(stay).toMatchObject({ checkOutTime: at('12:00'), pickedUpBy: ben });
      const [other] = mergeVisits([
        { ...visit('a', '09:00', '15:00'), pickedUpBy: ana, checkOutKiosk: door },
        { ...visit('b', '09:01', '12:00'), pickedUpBy: ben, checkOutKiosk: side },
      ]);
      expect(other).toMatchObject({
        checkOutTime: at('12:00'),
        pickedUpBy: ben,
        checkOutKiosk: side,
      });
    });

    it('has no one when no visit names anyone (a tablet alone)', () => {
      const [stay] = mergeVisits([visit('a', '09:00', '12:00'), visit('b', '09:01')]);
      expect(stay).not.toHaveProperty('droppedOffBy');
      expect(stay).not.toHaveProperty('pickedUpBy');
    });
  });
});
