/**
 * @module
 * The statements projections run on every commit, prepared once per database. Building a
 * drizzle query and having SQLite prepare it cost several times what running it does, and a
 * check-in runs half a dozen of them inside the commit that everyone waits on. Prepared on the
 * registry's handle, they run inside its open transaction: one SQLite connection serves both.

 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { customers, dailyAttendance, sessions, weeklyNotes } from '../../db/schema.ts';

/** An upsert's `set` that takes each listed column from the row the insert proposed. */
function fromExcluded<K extends string>(columns: Record<K, SQLiteColumn>): Record<K, SQL> {
  const set = {} as Record<K, SQL>;
  for (const key of Object.keys(columns) as K[]) {
    set[key] = sql`excluded.${sql.identifier(columns[key].name)}`;
  }
  return set;
}

/**
 * An upsert's condition that some listed column would change, null-safe (`is not`): a day
 * projected again with the same facts keeps its `updatedAt`, so a rewrite of a document that
 * changed nothing a row shows (a key carried over by the server) dates no row.
 */
function anyChanged(columns: readonly SQLiteColumn[]): SQL {
  return sql.join(
    columns.map(
      (column) =>
        sql`${sql.identifier(column.name)} is not excluded.${sql.identifier(column.name)}`,
    ),
    sql` or `,
  );
}

/**
 * An upsert's condition that some listed column would change a value the row held: filling one
 * that was null is no change.
 */
function heldChanged(columns: readonly SQLiteColumn[]): SQL {
  return sql.join(
    columns.map((column) => {
      const name = sql.identifier(column.name);
      return sql`(${name} is not null and ${name} is not excluded.${name})`;
    }),
    sql` or `,
  );
}

/**
 * An upsert's `updatedAt`: the proposed time when `changed` holds, else the row's own. An
 * upgrade that writes every day again from its record (decision 069) dates no day it did not
 * change, so each row still says when staff last changed that day.
 */
function updatedWhen(column: SQLiteColumn, changed: SQL): SQL {
  const name = sql.identifier(column.name);
  return sql`case when ${changed} then excluded.${name} else ${name} end`;
}

/** The facts of a day's row the release before decision 069 held and answered. */
const dayFacts = [
  dailyAttendance.isPresent,
  dailyAttendance.isEarlyPickup,
  dailyAttendance.isLatePickup,
  dailyAttendance.pickupReason,
  dailyAttendance.dailyCostCents,
  dailyAttendance.arrivalTime,
  dailyAttendance.departureTime,
];

/**
 * What decision 069 added to a day's row, derived from its record: the first projection after
 * the migration that added them fills them on every day, and the release before answered the
 * same charge from its own columns, so filling them dates no day.
 */
const dayDerived = [dailyAttendance.chargeCents, dailyAttendance.minutes];

const p = sql.placeholder;

function prepare(db: Db) {
  return {
    customerRate: db
      .select({ rate: customers.hourlyRateCents })
      .from(customers)
      .where(eq(customers.id, p('customerId')))
      .prepare(),

    customerFamily: db
      .select({ familyId: customers.familyId })
      .from(customers)
      .where(eq(customers.id, p('customerId')))
      .prepare(),

    upsertAttendanceDay: db
      .insert(dailyAttendance)
      .values({
        id: p('id'),
        customerId: p('customerId'),
        date: p('date'),
        isPresent: p('isPresent'),
        isEarlyPickup: p('isEarlyPickup'),
        isLatePickup: p('isLatePickup'),
        pickupReason: p('pickupReason'),
        dailyCostCents: p('dailyCostCents'),
        chargeCents: p('chargeCents'),
        minutes: p('minutes'),
        arrivalTime: p('arrivalTime'),
        departureTime: p('departureTime'),
        updatedAt: p('updatedAt'),
      })
      .onConflictDoUpdate({
        target: [dailyAttendance.customerId, dailyAttendance.date],
        set: {
          ...fromExcluded({
            isPresent: dailyAttendance.isPresent,
            isEarlyPickup: dailyAttendance.isEarlyPickup,
            isLatePickup: dailyAttendance.isLatePickup,
            pickupReason: dailyAttendance.pickupReason,
            dailyCostCents: dailyAttendance.dailyCostCents,
            chargeCents: dailyAttendance.chargeCents,
            minutes: dailyAttendance.minutes,
            arrivalTime: dailyAttendance.arrivalTime,
            departureTime: dailyAttendance.departureTime,
          }),
          updatedAt: updatedWhen(
            dailyAttendance.updatedAt,
            sql`${anyChanged(dayFacts)} or ${heldChanged(dayDerived)}`,
          ),
        },
        setWhere: anyChanged([...dayFacts, ...dayDerived]),
      })
      .prepare(),

    upsertPartPaid: db
      .insert(dailyAttendance)
      .values({
        id: p('id'),
        customerId: p('customerId'),
        date: p('date'),
        partPaidCents: p('partPaidCents'),
        updatedAt: p('updatedAt'),
      })
      .onConflictDoUpdate({
        target: [dailyAttendance.customerId, dailyAttendance.date],
        set: fromExcluded({
          partPaidCents: dailyAttendance.partPaidCents,
          updatedAt: dailyAttendance.updatedAt,
        }),
      })
      .prepare(),

    upsertPaidFlag: db
      .insert(dailyAttendance)
      .values({
        id: p('id'),
        customerId: p('customerId'),
        date: p('date'),
        checkReceived: p('checkReceived'),
        updatedAt: p('updatedAt'),
      })
      .onConflictDoUpdate({
        target: [dailyAttendance.customerId, dailyAttendance.date],
        set: fromExcluded({
          checkReceived: dailyAttendance.checkReceived,
          updatedAt: dailyAttendance.updatedAt,
        }),
      })
      .prepare(),

    sessionDay: db
      .select({ customerId: sessions.customerId, date: sessions.date })
      .from(sessions)
      .where(eq(sessions.id, p('id')))
      .prepare(),

    sessionIdsOfDay: db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.customerId, p('customerId')), eq(sessions.date, p('date'))))
      .prepare(),

    deleteSession: db
      .delete(sessions)
      .where(and(eq(sessions.id, p('id')), eq(sessions.customerId, p('customerId'))))
      .prepare(),

    upsertSession: db
      .insert(sessions)
      .values({
        id: p('id'),
        customerId: p('customerId'),
        date: p('date'),
        checkInTime: p('checkInTime'),
        // drizzle's timestamp encoder does not pass null through: milliseconds or null, as stored.
        checkOutTime: sql`${p('checkOutTimeMs')}`,
        duration: p('duration'),
        totalCostCents: p('totalCostCents'),
        // JSON text or null, encoded by the caller: the json column's encoder would store null
        // as the text 'null'.
        droppedOffBy: sql`${p('droppedOffByJson')}`,
        pickedUpBy: sql`${p('pickedUpByJson')}`,
      })
      .onConflictDoUpdate({
        target: sessions.id,
        set: fromExcluded({
          checkInTime: sessions.checkInTime,
          checkOutTime: sessions.checkOutTime,
          duration: sessions.duration,
          totalCostCents: sessions.totalCostCents,
          droppedOffBy: sessions.droppedOffBy,
          pickedUpBy: sessions.pickedUpBy,
        }),
      })
      .prepare(),

    upsertWeeklyNote: db
      .insert(weeklyNotes)
      .values({
        id: p('id'),
        customerId: p('customerId'),
        weekStart: p('weekStart'),
        noteType: p('noteType'),
        note: p('note'),
        updatedAt: p('updatedAt'),
      })
      .onConflictDoUpdate({
        target: [weeklyNotes.customerId, weeklyNotes.weekStart, weeklyNotes.noteType],
        set: fromExcluded({ note: weeklyNotes.note, updatedAt: weeklyNotes.updatedAt }),
      })
      .prepare(),
  };
}

/** The prepared projection statements of a database. */
export type ProjectionStatements = ReturnType<typeof prepare>;

/** The projection statements of `db`, prepared on first use. */
export const projectionStatements = preparedOnce(prepare);
