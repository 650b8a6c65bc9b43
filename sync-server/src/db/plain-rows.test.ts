import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database_, openDatabase } from './client.ts';
import { plainRows } from './plain-rows.ts';
import { customers, dailyAttendance, payments, sessions } from './schema.ts';

describe('plainRows', () => {
  let dir: string;
  let database: Database_;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cubby-plain-rows-'));
    database = openDatabase(dir);
    const { db } = database;
    // Every kind of column the reads map, set and null: text, integers, flags, instants, JSON.
    db.insert(customers)
      .values([
        { id: 'ada', name: 'Ada', allergies: 'Peanuts', autoPayment: true, defaultMonday: true },
        { id: 'bo', name: 'Bo', hourlyRateCents: 1250 },
      ])
      .run();
    db.insert(dailyAttendance)
      .values([
        {
          id: 'ada_2026-11-23',
          customerId: 'ada',
          date: '2026-11-23',
          isPresent: true,
          isLatePickup: true,
          pickupReason: 'Doctor',
          dailyCostCents: 9604,
          arrivalTime: '08:23',
          departureTime: '16:04',
          updatedAt: new Date('2026-11-23T16:05:00.123Z'),
        },
        { id: 'bo_2026-11-23', customerId: 'bo', date: '2026-11-23', partPaidCents: 0 },
      ])
      .run();
    db.insert(payments)
      .values([
        {
          id: 'p1',
          customerId: 'ada',
          amountCents: 7000,
          status: 'succeeded',
          method: 'cash',
          receivedOn: '2026-11-24',
          receiptNumber: 42,
          coveredDates: ['2026-11-23'],
          reversedAt: new Date('2026-11-25T09:00:00.000Z'),
        },
        { id: 'p2', customerId: 'bo', amountCents: 100, receivedOn: '2026-11-24' },
      ])
      .run();
    db.insert(sessions)
      .values([
        {
          id: 's1',
          customerId: 'ada',
          date: '2026-11-23',
          checkInTime: new Date('2026-11-23T08:23:00.000Z'),
          checkOutTime: new Date('2026-11-23T16:04:00.000Z'),
          droppedOffBy: { contactId: 'c1', name: 'Grace', relationship: 'Mother' },
        },
        {
          id: 's2',
          customerId: 'bo',
          date: '2026-11-23',
          checkInTime: new Date('2026-11-23T09:00:00.000Z'),
        },
      ])
      .run();
  });

  afterEach(() => {
    database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every column of a table as drizzle maps it', () => {
    const { db } = database;
    for (const [table, order] of [
      [customers, customers.id],
      [dailyAttendance, dailyAttendance.id],
      [payments, payments.id],
      [sessions, sessions.id],
    ] as const) {
      const columns = getTableColumns(table);
      const statement = db.select(columns).from(table).orderBy(asc(order)).prepare();
      const rows = plainRows(columns, statement).all();
      expect(rows).toHaveLength(2);
      expect(rows).toEqual(statement.all());
    }
  });

  it('answers a selection of columns, in its own order, with its placeholders bound', () => {
    const { db } = database;
    const columns = {
      pickedUpBy: sessions.pickedUpBy,
      checkInTime: sessions.checkInTime,
      droppedOffBy: sessions.droppedOffBy,
      date: sessions.date,
    };
    const statement = db
      .select(columns)
      .from(sessions)
      .where(eq(sessions.customerId, sql.placeholder('customerId')))
      .orderBy(asc(sessions.checkInTime))
      .prepare();
    const rows = plainRows(columns, statement).all({ customerId: 'ada' });
    expect(rows).toEqual(statement.all({ customerId: 'ada' }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      pickedUpBy: null,
      checkInTime: new Date('2026-11-23T08:23:00.000Z'),
      droppedOffBy: { contactId: 'c1', name: 'Grace', relationship: 'Mother' },
      date: '2026-11-23',
    });
  });
});
