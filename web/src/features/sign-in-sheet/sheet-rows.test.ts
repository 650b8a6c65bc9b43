import { type DirectoryEntry, mergeVisits, type Visit } from '@cubby/shared/docs';
import { describe, expect, it } from 'vitest';
import { sheetRows } from './sheet-rows.ts';

const zone = 'America/New_York';
const date = '2026-11-26';
const customers = [
  { id: 'c-mia', name: 'Mia Lopez' },
  { id: 'c-ben', name: 'Ben Ode' },
] as DirectoryEntry[];
const ana = { contactId: 'p-ana', name: 'Ana Lopez', relationship: 'mother' };
const kiosk = { deviceId: 'k1', name: 'Front door' };

function visit(fields: Partial<Visit> & Pick<Visit, 'id' | 'customerId' | 'checkInTime'>): Visit {
  return { date, checkOutTime: null, ...fields };
}

describe('the sign-in sheet lines', () => {
  it('lists the day’s stays by check-in, with names, times and who', () => {
    const rows = sheetRows(
      mergeVisits([
        visit({ id: 'v2', customerId: 'c-ben', checkInTime: '2026-11-26T14:30:00.000Z' }),
        visit({
          id: 'v1',
          customerId: 'c-mia',
          checkInTime: '2026-11-26T13:02:00.000Z',
          checkOutTime: '2026-11-26T21:10:00.000Z',
          droppedOffBy: ana,
          checkInKiosk: kiosk,
          checkInSignature: 'sig-in',
        }),
        visit({
          id: 'v0',
          customerId: 'c-mia',
          checkInTime: '2026-11-25T13:00:00.000Z',
          date: '2026-11-25',
        }),
      ]),
      date,
      customers,
      zone,
    );
    expect(rows.map((row) => [row.child, row.inAt, row.droppedOffBy, row.outAt])).toEqual([
      ['Mia Lopez', '8:02 AM', 'Ana Lopez (mother)', '4:10 PM'],
      ['Ben Ode', '9:30 AM', '', ''],
    ]);
    expect(rows[0]?.checkInSignature).toBe('sig-in');
    expect(rows[1]?.checkOutSignature).toBeNull();
  });

  it('shows one line for a stay a kiosk and a tablet both recorded', () => {
    const rows = sheetRows(
      mergeVisits([
        visit({ id: 'tablet', customerId: 'c-mia', checkInTime: '2026-11-26T13:01:00.000Z' }),
        visit({
          id: 'kiosk',
          customerId: 'c-mia',
          checkInTime: '2026-11-26T13:02:00.000Z',
          droppedOffBy: ana,
          checkInKiosk: kiosk,
          checkInSignature: 'sig-in',
          checkOutTime: '2026-11-26T21:10:00.000Z',
          pickedUpBy: { contactId: 'p-jo', name: 'Jo Lopez', relationship: 'grandfather' },
          checkOutKiosk: kiosk,
        }),
      ]),
      date,
      customers,
      zone,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      child: 'Mia Lopez',
      inAt: '8:01 AM',
      droppedOffBy: 'Ana Lopez (mother)',
      checkInSignature: 'sig-in',
      outAt: '4:10 PM',
      pickedUpBy: 'Jo Lopez (grandfather)',
    });
  });
});
