import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { StaffAlert } from '../schemas/staff-alert.ts';
import {
  addAlert,
  alertsMap,
  listAlerts,
  MAX_ALERTS_PER_DAY,
  removeFamilyAlerts,
} from './alerts-doc.ts';
import { readSchemaVersion } from './doc-meta.ts';

const alert = (id: string, at: string, extra: Partial<StaffAlert> = {}): StaffAlert => ({
  id,
  at,
  kind: 'kiosk-locked',
  deviceName: 'Front door',
  message: 'The kiosk "Front door" is paused for 5 minutes after too many wrong PINs in a row.',
  ...extra,
});

describe('the alerts document', () => {
  it('lists the alerts oldest first, and stamps its layout version', () => {
    const doc = new Y.Doc();
    addAlert(doc, alert('b', '2026-11-19T09:30:00.000Z'));
    addAlert(
      doc,
      alert('a', '2026-11-19T08:02:00.000Z', {
        kind: 'refused-collector',
        contactName: 'Sam Doe',
        childNames: ['Ada Lovelace'],
      }),
    );
    expect(listAlerts(doc).map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(listAlerts(doc)[0]).toMatchObject({
      contactName: 'Sam Doe',
      childNames: ['Ada Lovelace'],
    });
    expect(readSchemaVersion(doc)).toBe(1);
  });

  it('refuses to write an alert that does not pass the schema', () => {
    const doc = new Y.Doc();
    expect(() => addAlert(doc, { ...alert('a', 'yesterday') })).toThrow();
    expect(() =>
      addAlert(doc, { ...alert('a', '2026-11-19T08:02:00.000Z'), kind: 'fire' as never }),
    ).toThrow();
    expect(() =>
      addAlert(doc, { ...alert('a', '2026-11-19T08:02:00.000Z'), extra: 1 } as StaffAlert),
    ).toThrow();
    expect(listAlerts(doc)).toEqual([]);
  });

  it('leaves out an entry that does not pass the schema', () => {
    const doc = new Y.Doc();
    addAlert(doc, alert('a', '2026-11-19T08:02:00.000Z'));
    alertsMap(doc).set('forged', { id: 'forged', message: 'no kind' });
    expect(listAlerts(doc).map((entry) => entry.id)).toEqual(['a']);
  });

  it('keeps the newest alerts when a day is full', () => {
    const doc = new Y.Doc();
    const start = Date.parse('2026-11-19T08:00:00.000Z');
    for (let i = 0; i <= MAX_ALERTS_PER_DAY; i += 1) {
      addAlert(doc, alert(`alert-${i}`, new Date(start + i * 1000).toISOString()));
    }
    const kept = listAlerts(doc);
    expect(kept).toHaveLength(MAX_ALERTS_PER_DAY);
    expect(kept[0]?.id).toBe('alert-1');
  });

  it('forgets the alerts about a removed family, and only those', () => {
    const doc = new Y.Doc();
    addAlert(doc, alert('a', '2026-11-19T08:02:00.000Z', { familyId: 'family-1' }));
    addAlert(doc, alert('b', '2026-11-19T08:03:00.000Z', { familyId: 'family-2' }));
    addAlert(doc, alert('c', '2026-11-19T08:04:00.000Z'));
    removeFamilyAlerts(doc, 'family-1');
    expect(listAlerts(doc).map((entry) => entry.id)).toEqual(['b', 'c']);
  });
});
