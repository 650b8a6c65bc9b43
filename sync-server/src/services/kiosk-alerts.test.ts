/**
 * `alertStaff` stores the alert before any device hears of it, whether it is called after a
 * request's own transaction (the kiosk's identify) or inside one (a service storing a visit).
 */
import { docNames, listAlerts } from '@cubby/shared/docs';
import { facilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_TIME_ZONE } from '../testing/facility-time.ts';
import { kioskFor } from '../testing/kiosk-devices.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type AlertDeps, alertStaff } from './kiosk-alerts.ts';

const quiet = { info() {}, warn() {}, error() {} };
let app: TestApp;
let deps: AlertDeps;
const clock = facilityClock(TEST_TIME_ZONE);
const today = () => docNames.alerts(facilityToday(clock));

beforeEach(async () => {
  app = await createTestApp();
  deps = { db: app.db, registry: app.core.registry, log: quiet, clock };
});
afterEach(() => app.close());

const paused = (deviceId: string) =>
  ({
    kind: 'paused',
    deviceId,
    name: 'Front door',
    until: new Date(Date.now() + 300_000),
  }) as const;

describe('an alert for staff', () => {
  it('is stored before alertStaff returns when no transaction is open', () => {
    const { deviceId } = kioskFor(app.db, 'Front door');
    const written = alertStaff(deps, paused(deviceId));
    expect(app.core.store.storedBytes(today())).toBeGreaterThan(0);
    expect(written).toMatchObject({ kind: 'kiosk-locked', deviceName: 'Front door' });
  });

  it('joins the next commit when called inside a transaction', async () => {
    const { deviceId } = kioskFor(app.db, 'Side gate');
    app.db.transaction(() => {
      alertStaff(deps, paused(deviceId));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.core.store.storedBytes(today())).toBeGreaterThan(0);
    const stored = app.core.registry.open({ kind: 'alerts', date: facilityToday(clock) });
    expect(listAlerts(stored.ydoc).map((alert) => alert.deviceName)).toEqual(['Side gate']);
  });

  it('names the one child a person was refused for, and why, but logs ids only', async () => {
    const events: Array<{ event: string; fields?: Record<string, unknown> }> = [];
    const log = {
      info() {},
      warn: (event: string, fields?: Record<string, unknown>) => events.push({ event, fields }),
      error() {},
    };
    const family = await app.addFamily('Ada Lovelace');
    const { deviceId } = kioskFor(app.db, 'Front door');
    const written = alertStaff(
      { ...deps, log },
      {
        kind: 'refused-contact',
        deviceId,
        contactId: family.contactId,
        familyId: family.familyId,
        customerIds: [family.customerId],
        reason: 'Parent of Ada Lovelace may not collect Ada Lovelace',
      },
    );
    expect(written).toMatchObject({
      kind: 'refused-collector',
      familyId: family.familyId,
      contactName: 'Parent of Ada Lovelace',
      childNames: ['Ada Lovelace'],
      message:
        'Parent of Ada Lovelace may not collect Ada Lovelace. They were turned away at the kiosk "Front door"; please go to the door.',
    });
    expect(events).toEqual([
      {
        event: 'kiosk.refused-contact',
        fields: {
          deviceId,
          contactId: family.contactId,
          familyId: family.familyId,
          customerIds: [family.customerId],
        },
      },
    ]);
  });
});
