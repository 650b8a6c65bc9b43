import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KEPT_PRICES, setAttendance, visitsMap } from '@cubby/shared/docs';
import { facilityClock } from '@cubby/shared/facility-clock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type Database_, openDatabase } from '../../db/client.ts';
import { contacts, customers, families } from '../../db/schema.ts';
import { CheckedCopy } from '../checked-copy.ts';
import { acceptWeekUpdate } from './week-updates-check.ts';

const MONDAY = '2026-11-16';
const ADA = 'ada';
const ANA = { contactId: 'ana', name: 'Ana Lopez', relationship: 'mother' };
const KIOSK = { deviceId: 'door', name: 'Front door' };
const GUARDIAN = { contactId: 'luis', name: 'Luis Lopez', relationship: 'father' };
const BARRED = { contactId: 'carl', name: 'Carl Lopez', relationship: 'uncle' };
const WAITING = { contactId: 'nina', name: 'Nina Park', relationship: 'neighbour' };

let dir: string;
let database: Database_;
let live: Y.Doc;
let checked: CheckedCopy;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cubby-week-check-'));
  database = openDatabase(dir);
  database.db
    .insert(families)
    .values([
      { id: 'lopez', name: 'Lopez' },
      { id: 'other', name: 'Other' },
    ])
    .run();
  database.db.insert(customers).values({ id: ADA, name: 'Ada Lopez', familyId: 'lopez' }).run();
  database.db
    .insert(contacts)
    .values([
      { ...ANA, id: 'ana', familyId: 'lopez' },
      { id: 'wei', familyId: 'other', name: 'Wei Zhang', relationship: 'father' },
      { ...GUARDIAN, id: GUARDIAN.contactId, familyId: 'lopez', isGuardian: true },
      {
        ...BARRED,
        id: BARRED.contactId,
        familyId: 'lopez',
        isGuardian: true,
        mustNotCollect: true,
      },
      { ...WAITING, id: WAITING.contactId, familyId: 'lopez', isPickup: true, approved: false },
    ])
    .run();
  live = new Y.Doc();
  // A kiosk's check-in, as the server wrote it.
  visitsMap(live).set('kiosk-visit', {
    customerId: ADA,
    date: MONDAY,
    checkInTime: '2026-11-16T08:00:00.000Z',
    checkOutTime: null,
    droppedOffBy: ANA,
    checkInKiosk: KIOSK,
  });
  checked = new CheckedCopy(live);
});
afterEach(() => {
  checked.destroy();
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const clock = facilityClock('UTC');

/** Whether the server takes what a device wrote on its copy of the live document. */
function accepts(write: (device: Y.Doc) => void): boolean {
  const device = new Y.Doc();
  Y.applyUpdate(device, Y.encodeStateAsUpdate(live));
  const before = Y.encodeStateVector(device);
  write(device);
  const update = Y.encodeStateAsUpdate(device, before);
  const ref = { kind: 'week', monday: MONDAY } as const;
  return checked.tryUpdate(
    update,
    (next, changed) => acceptWeekUpdate(next, { ref, live, db: database.db, changed, clock }),
    'device',
  );
}

const visit = (fields: Record<string, unknown> = {}) => ({
  customerId: ADA,
  date: MONDAY,
  checkInTime: '2026-11-16T09:00:00.000Z',
  checkOutTime: null,
  ...fields,
});

describe('what a device may write into a week', () => {
  it('takes attendance and a tablet’s visit, which names no one', () => {
    expect(accepts((doc) => setAttendance(doc, ADA, MONDAY, { isPresent: true }))).toBe(true);
    expect(accepts((doc) => visitsMap(doc).set('tablet', visit()))).toBe(true);
  });

  it('refuses a price, which is the server’s to keep', () => {
    expect(accepts((doc) => doc.getMap(KEPT_PRICES).set(`${ADA}|${MONDAY}`, '0.00'))).toBe(false);
  });

  it('refuses a kiosk or a signature a device claims, and one it takes away', () => {
    expect(accepts((doc) => visitsMap(doc).set('v', visit({ checkInKiosk: KIOSK })))).toBe(false);
    expect(accepts((doc) => visitsMap(doc).set('v', visit({ checkInSignature: 'sig' })))).toBe(
      false,
    );
    expect(
      accepts((doc) => {
        const { checkInKiosk: _kiosk, ...rest } = visitsMap(doc).get('kiosk-visit') as object & {
          checkInKiosk: unknown;
        };
        visitsMap(doc).set('kiosk-visit', rest);
      }),
    ).toBe(false);
  });

  it('takes a kiosk visit closed at the desk, its who and where kept as they were', () => {
    expect(
      accepts((doc) => {
        const raw = visitsMap(doc).get('kiosk-visit') as object;
        visitsMap(doc).set('kiosk-visit', { ...raw, checkOutTime: '2026-11-16T15:00:00.000Z' });
      }),
    ).toBe(true);
  });

  it('takes a contact of the family as the contacts table names them, and no one else', () => {
    expect(accepts((doc) => visitsMap(doc).set('v', visit({ droppedOffBy: ANA })))).toBe(true);
    const renamed = { ...ANA, name: 'Hannah Bennett' };
    expect(accepts((doc) => visitsMap(doc).set('w', visit({ droppedOffBy: renamed })))).toBe(false);
    const stranger = { contactId: 'wei', name: 'Wei Zhang', relationship: 'father' };
    expect(accepts((doc) => visitsMap(doc).set('x', visit({ pickedUpBy: stranger })))).toBe(false);
  });

  it('takes as collector a contact of the family who may not collect, whom the child left with', () => {
    const collected = (pickedUpBy: object) => (doc: Y.Doc) => {
      const raw = visitsMap(doc).get('kiosk-visit') as object;
      visitsMap(doc).set('kiosk-visit', {
        ...raw,
        checkOutTime: '2026-11-16T15:00:00.000Z',
        pickedUpBy,
      });
    };
    // A tablet's copy of the contacts older than the mark: the check-out is kept and the server
    // says so and alerts staff (non-collector-alert.ts, decision 073).
    expect(accepts(collected(GUARDIAN))).toBe(true);
    expect(accepts(collected(BARRED))).toBe(true);
    expect(accepts(collected(WAITING))).toBe(true);
    // Still only as the contacts table names them (decision 067).
    expect(accepts(collected({ ...BARRED, name: 'Luis Lopez' }))).toBe(false);
  });
});
