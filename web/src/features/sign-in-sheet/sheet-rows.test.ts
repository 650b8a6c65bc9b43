import { deriveDay, visitsOf } from '@cubby/shared/day-record';
import type { DirectoryEntry, Visit } from '@cubby/shared/docs';
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

/** The sheet of `date` from these stored visits, as the screen reads them on `today`. */
function sheetOf(visits: Visit[], today = date) {
  const records = ['c-mia', 'c-ben'].map((customerId) =>
    deriveDay(
      { customerId, date, visits, markedPresent: false, keptPriceCents: null, hourlyRateCents: 0 },
      { today, timeZone: zone, hours: [] },
    ),
  );
  return sheetRows(visitsOf(records), customers, zone);
}

describe('the sign-in sheet lines', () => {
  it('lists the day’s stays by check-in, with names, times and who', () => {
    const rows = sheetOf([
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
    ]);
    expect(rows.map((row) => [row.child, row.inAt, row.droppedOffBy, row.outAt])).toEqual([
      ['Mia Lopez', '8:02 AM', 'Ana Lopez (mother)', '4:10 PM'],
      ['Ben Ode', '9:30 AM', '', ''],
    ]);
    expect(rows[0]?.checkInSignature).toBe('sig-in');
    expect(rows[1]?.checkOutSignature).toBeNull();
  });

  it('shows one line for a stay a kiosk and a tablet both recorded', () => {
    const rows = sheetOf([
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
    ]);
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

  it('says a stay left open on an earlier day was not signed out, at the time it counts', () => {
    const rows = sheetOf(
      [visit({ id: 'v', customerId: 'c-ben', checkInTime: '2026-11-26T14:30:00.000Z' })],
      '2026-11-27',
    );
    expect(rows.map((row) => row.outAt)).toEqual(['4:00 PM, not signed out']);
  });
});
