import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { dailyAttendance, onceTasks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { recordDay } from '../../testing/week-writes.ts';
import { DAY_RECORDS_PROJECTED } from './project-day-records-once.ts';

const MONDAY = '2026-11-16';
// When the release before decision 069 last wrote the day: long before this start.
const WRITTEN = new Date('2026-11-16T21:00:00.000Z');

let dataDir = '';
let app: TestApp | undefined;
afterEach(() => {
  app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A centre whose one day, 08:00 to 12:00 at $15.00 an hour, reads as the release left it. */
async function upgradedCentre(): Promise<{ customerId: string }> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-upgrade-'));
  const before = await createTestApp({ dataDir });
  const { customerId } = await before.addFamily('Ada Lovelace', { hourlyRateCents: 1500 });
  recordDay(before, customerId, MONDAY, {
    isPresent: true,
    arrivalTime: '08:00',
    departureTime: '12:00',
  });
  // The release held neither the charge nor the minutes, and had not run the task.
  before.db
    .update(dailyAttendance)
    .set({ chargeCents: null, minutes: null, updatedAt: WRITTEN })
    .run();
  before.db.delete(onceTasks).where(eq(onceTasks.name, DAY_RECORDS_PROJECTED)).run();
  before.close();
  app = await createTestApp({ dataDir });
  return { customerId };
}

function dayRow(customerId: string) {
  return app?.db
    .select()
    .from(dailyAttendance)
    .where(eq(dailyAttendance.customerId, customerId))
    .get();
}

describe('the first start after decision 069', () => {
  it("fills each day's charge and minutes and leaves the day dated when staff last changed it", async () => {
    const { customerId } = await upgradedCentre();
    expect(dayRow(customerId)).toMatchObject({
      arrivalTime: '08:00',
      departureTime: '12:00',
      chargeCents: 6000,
      minutes: 240,
      updatedAt: WRITTEN,
    });
  });

  it('dates a day again once a change of it is projected', async () => {
    const { customerId } = await upgradedCentre();
    recordDay(app as TestApp, customerId, MONDAY, { arrivalTime: '08:00', departureTime: '13:00' });
    const row = dayRow(customerId);
    expect(row).toMatchObject({ departureTime: '13:00', chargeCents: 7500, minutes: 300 });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(WRITTEN.getTime());
  });
});
