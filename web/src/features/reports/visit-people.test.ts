import { describe, expect, it } from 'vitest';
import { visitPeopleLines } from './visit-people.ts';

const ZONE = 'America/New_York';
const ana = { contactId: 'c1', name: 'Ana Lopez', relationship: 'mother' };
const rosa = { contactId: 'c2', name: 'Rosa Diaz', relationship: '' };

describe('visitPeopleLines', () => {
  it('names who dropped off and who picked up each stay, at the facility’s times', () => {
    expect(
      visitPeopleLines(
        [
          {
            checkInTime: '2026-11-23T13:02:00.000Z',
            checkOutTime: '2026-11-23T17:00:00.000Z',
            droppedOffBy: ana,
            pickedUpBy: null,
          },
          {
            checkInTime: '2026-11-23T18:00:00.000Z',
            checkOutTime: '2026-11-23T21:10:00.000Z',
            droppedOffBy: null,
            pickedUpBy: rosa,
          },
        ],
        ZONE,
      ),
    ).toEqual([
      'Dropped off by Ana Lopez (mother) at 8:02 AM',
      'Picked up by Rosa Diaz at 4:10 PM',
    ]);
  });

  it('has no line for a stay no one was named for', () => {
    const tablet = {
      checkInTime: '2026-11-23T13:02:00.000Z',
      checkOutTime: null,
      droppedOffBy: null,
      pickedUpBy: null,
    };
    expect(visitPeopleLines([tablet], ZONE)).toEqual([]);
  });
});
