import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { foldLegacyTimes } from '@cubby/shared/day-record';
import { attendanceMap, setAttendance, visitsMap } from '@cubby/shared/docs';
import { facilityClock, instantAt } from '@cubby/shared/facility-clock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Database_, openDatabase } from '../../db/client.ts';
import { contacts, customers, families } from '../../db/schema.ts';
import type { AuditSource } from '../../services/audit.ts';
import type { DescribeContext } from '../hooks.ts';
import { type KeyChange, keyChangesOf } from '../key-changes.ts';
import { describeWeekChanges } from './week-changes.ts';

const ZONE = 'America/Los_Angeles';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const ADA = 'c0ffee00-0000-4000-8000-000000000001';

let dir: string;
let database: Database_;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cubby-week-changes-'));
  database = openDatabase(dir);
  database.db.insert(families).values({ id: 'lopez', name: 'Lopez' }).run();
  database.db.insert(customers).values({ id: ADA, name: 'Ada Lovelace', familyId: 'lopez' }).run();
  database.db
    .insert(contacts)
    .values([
      { id: 'ana', familyId: 'lopez', name: 'Ana Lopez', relationship: 'mother' },
      { id: 'ben', familyId: 'lopez', name: 'Ben Lopez' },
    ])
    .run();
});

const STAFF: AuditSource = { actor: { kind: 'staff', id: 's1', name: 'Sam' }, deviceId: null };
const FRONT_DOOR: AuditSource = {
  actor: { kind: 'kiosk', id: 'door', name: 'Front door' },
  deviceId: null,
};
afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = (date: string, time: string) => instantAt(date, time, ZONE);

/** The entries each transaction `act` makes on a week document would get, made at `when`. */
function describe_(
  act: (doc: Y.Doc) => void,
  when: Date,
  doc = new Y.Doc(),
  source: AuditSource = STAFF,
) {
  const batches: KeyChange[][] = [];
  doc.on('afterTransaction', (transaction: Y.Transaction) =>
    batches.push(keyChangesOf(transaction)),
  );
  act(doc);
  const context: DescribeContext = {
    ref: { kind: 'week', monday: MONDAY },
    db: database.db,
    clock: facilityClock(ZONE),
    at: when,
    source,
  };
  return batches.flatMap((changes) => describeWeekChanges(changes, context));
}

const visit = (checkIn: Date, checkOut: Date | null, date = MONDAY) => ({
  customerId: ADA,
  date,
  checkInTime: checkIn.toISOString(),
  checkOutTime: checkOut?.toISOString() ?? null,
});

describe('describeWeekChanges', () => {
  it('makes one check-out of duplicate visits closed together', () => {
    const doc = new Y.Doc();
    doc.transact(() => {
      visitsMap(doc).set('tablet-1', visit(at(MONDAY, '08:00'), null));
      visitsMap(doc).set('tablet-2', visit(at(MONDAY, '08:01'), null));
    });
    const entries = describe_(
      (d) =>
        d.transact(() => {
          visitsMap(d).set('tablet-1', visit(at(MONDAY, '08:00'), at(MONDAY, '16:30')));
          visitsMap(d).set('tablet-2', visit(at(MONDAY, '08:01'), at(MONDAY, '16:30')));
        }),
      at(MONDAY, '16:30'),
      doc,
    );
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Checked out Ada Lovelace at 16:30 on 11-23-2026',
    ]);
  });

  it('reads a visit that arrives already closed as a check-in and a check-out', () => {
    const entries = describe_(
      (doc) => visitsMap(doc).set('offline', visit(at(MONDAY, '08:00'), at(MONDAY, '12:15'))),
      at(MONDAY, '18:00'),
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'attendance.checked-in',
      'attendance.checked-out',
    ]);
  });

  it('names who dropped off and picked up by their contact, at the kiosk that wrote it', () => {
    const kiosk = { deviceId: 'door', name: 'Front door' };
    const entries = describe_(
      (doc) =>
        visitsMap(doc).set('kiosk', {
          ...visit(at(MONDAY, '08:00'), at(MONDAY, '12:15')),
          droppedOffBy: { contactId: 'ana', name: 'Ana Lopez', relationship: 'mother' },
          checkInKiosk: kiosk,
          pickedUpBy: { contactId: 'ben', name: 'Ben Lopez', relationship: '' },
          checkOutKiosk: kiosk,
        }),
      at(MONDAY, '18:00'),
      new Y.Doc(),
      FRONT_DOOR,
    );
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Checked in Ada Lovelace at 08:00 on 11-23-2026, dropped off by Ana Lopez (mother), at the kiosk Front door',
      'Checked out Ada Lovelace at 12:15 on 11-23-2026, picked up by Ben Lopez, at the kiosk Front door',
    ]);
  });

  it('takes no name, kiosk or text from a visit a staff device wrote', () => {
    const entries = describe_(
      (doc) =>
        visitsMap(doc).set('forged', {
          ...visit(at(MONDAY, '08:00'), null),
          droppedOffBy: { contactId: 'ana', name: 'Hannah Bennett', relationship: 'Mother' },
          checkInKiosk: { deviceId: 'door', name: 'Owner approved: refund $500' },
        }),
      at(MONDAY, '08:05'),
    );
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Checked in Ada Lovelace at 08:00 on 11-23-2026, dropped off by Ana Lopez (mother)',
    ]);
    const stranger = describe_(
      (doc) =>
        visitsMap(doc).set('stranger', {
          ...visit(at(MONDAY, '08:00'), null),
          droppedOffBy: { contactId: 'nobody', name: 'Hannah Bennett', relationship: 'Mother' },
        }),
      at(MONDAY, '08:05'),
    );
    expect(stranger[0]?.summary).toBe(
      "Checked in Ada Lovelace at 08:00 on 11-23-2026, dropped off by someone not on the family's list",
    );
  });

  it('says a cost a device sent was not used, and never its amount', () => {
    const entries = describe_(
      (doc) => {
        doc.transact(() => {
          setAttendance(doc, ADA, MONDAY, { isPresent: true });
          attendanceMap(doc).set(`${ADA}|${MONDAY}|dailyCost`, '-5000.00');
        });
        attendanceMap(doc).set(`${ADA}|${TUESDAY}|dailyCost`, '-5000.00');
      },
      at(MONDAY, '09:00'),
    );
    expect(entries.map((entry) => entry.summary)).toEqual([
      "Marked Ada Lovelace present on 11-23-2026; the cost the device sent was not used: Cubby prices each day by the child's rate",
      "Sent a cost for Ada Lovelace's day on 11-24-2026; the cost the device sent was not used: Cubby prices each day by the child's rate",
    ]);
    expect(JSON.stringify(entries)).not.toContain('5000');
  });

  it('tells a forgotten stay the server closed from a late offline check-out', () => {
    const closedByRule = describe_(
      (doc) => visitsMap(doc).set('v', visit(at(MONDAY, '08:00'), at(MONDAY, '16:00'))),
      at(TUESDAY, '07:30'),
      withOpenVisit(),
    );
    expect(closedByRule).toMatchObject([
      { action: 'attendance.forgotten-stay-closed', bySystem: true },
    ]);
    const closedByPerson = describe_(
      (doc) => visitsMap(doc).set('v', visit(at(MONDAY, '08:00'), at(MONDAY, '17:42'))),
      at(TUESDAY, '07:30'),
      withOpenVisit(),
    );
    expect(closedByPerson).toMatchObject([{ action: 'attendance.checked-out' }]);
    expect(closedByPerson[0]?.bySystem).toBeUndefined();
  });

  it("says what an older app wrote of a day's times, and a reason changed without copying it", () => {
    const reason = 'her-uncle-collects-her';
    const entries = describe_(
      (doc) =>
        doc.transact(() => {
          const day = `${ADA}|${MONDAY}`;
          attendanceMap(doc).set(`${day}|arrivalTime`, '08:00');
          attendanceMap(doc).set(`${day}|departureTime`, '15:00');
          attendanceMap(doc).set(`${day}|isEarlyPickup`, true);
          setAttendance(doc, ADA, MONDAY, { pickupReason: reason });
        }),
      at(MONDAY, '15:05'),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.summary).toBe(
      "Changed Ada Lovelace's day on 11-23-2026: arrival — → 08:00, departure — → 15:00, early pick-up — → yes, pick-up reason changed",
    );
    expect(JSON.stringify(entries)).not.toContain(reason);
  });

  it('says which times of a visit were corrected, and a check-out undone', () => {
    const doc = withOpenVisit();
    visitsMap(doc).set('v', visit(at(MONDAY, '08:00'), at(MONDAY, '15:00')));
    const corrected = describe_(
      (d) => visitsMap(d).set('v', visit(at(MONDAY, '07:47'), at(MONDAY, '17:30'))),
      at(MONDAY, '18:00'),
      doc,
    );
    expect(corrected).toMatchObject([
      {
        action: 'attendance.visit-changed',
        summary:
          'Changed a visit of Ada Lovelace on 11-23-2026: arrival 08:00 → 07:47, departure 15:00 → 17:30',
      },
    ]);
    const undone = describe_(
      (d) => visitsMap(d).set('v', visit(at(MONDAY, '07:47'), null)),
      at(MONDAY, '17:35'),
      doc,
    );
    expect(undone).toMatchObject([
      {
        action: 'attendance.check-out-undone',
        summary: 'Undid the check-out of Ada Lovelace at 17:30 on 11-23-2026',
      },
    ]);
  });

  it('makes one entry of a day unticked on the grid, and of today ticked with its arrival', () => {
    const doc = new Y.Doc();
    visitsMap(doc).set('a', visit(at(MONDAY, '07:47'), at(MONDAY, '07:51')));
    visitsMap(doc).set('b', visit(at(MONDAY, '08:05'), null));
    const unticked = describe_(
      (d) =>
        d.transact(() => {
          visitsMap(d).delete('a');
          visitsMap(d).delete('b');
        }),
      at(MONDAY, '09:00'),
      doc,
    );
    expect(unticked.map((entry) => entry.summary)).toEqual([
      'Marked Ada Lovelace absent on 11-23-2026, removing its 2 visits',
    ]);
    const ticked = describe_(
      (d) => visitsMap(d).set('g', { ...visit(at(MONDAY, '08:15'), null), source: 'grid' }),
      at(MONDAY, '09:00'),
    );
    expect(ticked).toMatchObject([
      {
        action: 'attendance.marked-present',
        summary: 'Marked Ada Lovelace present on 11-23-2026, in from 08:15',
      },
    ]);
  });

  it("makes one system entry of an older app's times folded into a visit", () => {
    const doc = new Y.Doc();
    const day = `${ADA}|${MONDAY}`;
    attendanceMap(doc).set(`${day}|isPresent`, true);
    attendanceMap(doc).set(`${day}|arrivalTime`, '09:30');
    attendanceMap(doc).set(`${day}|departureTime`, '17:00');
    const entries = describe_((d) => foldLegacyTimes(d, ZONE, undefined), at(MONDAY, '18:00'), doc);
    expect(entries).toMatchObject([
      {
        action: 'attendance.times-folded',
        summary:
          "Kept the times an older app recorded for Ada Lovelace's day on 11-23-2026 in its visits",
        before: { arrivalTime: '09:30', departureTime: '17:00' },
        bySystem: true,
      },
    ]);
  });

  it('makes nothing of a value written again, or of the layout stamp', () => {
    const doc = new Y.Doc();
    setAttendance(doc, ADA, MONDAY, { isPresent: true });
    const entries = describe_(
      (d) => {
        const map = attendanceMap(d);
        const key = [...map.keys()][0] as string;
        map.set(key, map.get(key));
      },
      at(MONDAY, '09:00'),
      doc,
    );
    expect(entries).toEqual([]);
  });
});

describe('values Cubby does not read', () => {
  it('makes one entry that counts them and copies none of them', () => {
    const secret = 'free-text-in-a-stray-key';
    const entries = describe_(
      (doc) => {
        doc.transact(() => {
          attendanceMap(doc).set(secret, 1);
          attendanceMap(doc).set(`${ADA}|${MONDAY}|isPresent`, 'not a flag');
          visitsMap(doc).set('v', { checkInTime: secret });
          doc.getMap('elsewhere').set('k', secret);
        });
      },
      at(MONDAY, '09:00'),
    );
    expect(entries).toEqual([
      {
        action: 'document.unread-values',
        summary: 'Wrote 4 values Cubby does not read to the week of 11-23-2026',
        date: MONDAY,
      },
    ]);
  });
});

function withOpenVisit(): Y.Doc {
  const doc = new Y.Doc();
  visitsMap(doc).set('v', visit(at(MONDAY, '08:00'), null));
  return doc;
}
