/**
 * @module
 * `pnpm bench:check-in-cost`: how long the commit of one check-in (or check-out) takes for a
 * family with no history, a year and five years of it. The commit stores the week's update,
 * projects it, and follows the family's ledger (week-projection's followChargedFamilies, then
 * ledger-change's followLedger), which reads the family's whole ledger inside the transaction:
 * a cost that grows with the family's history. In process, as the sync core runs it, over a
 * history seeded by bench:rest's own seeding (lib/seed-history.ts) for a few families. Figures
 * for the step that makes that cost flat: printed, and written to the `check-in-cost` section
 * of docs/benchmarks.md.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { checkIn, checkOut, oneWeekDoc } from '@cubby/shared/attendance-commands';
import { mondayOf, timeOfDayFromMinutes, weekDates } from '@cubby/shared/dates';
import {
  clockStoppedAt,
  facilityClock,
  facilityToday,
  hostTimeZone,
  instantAt,
} from '@cubby/shared/facility-clock';
import { dailyAttendance } from '@cubby/sync-server/db/schema';
import { benchmarkDate, markdownTable, writeBenchmarkSection } from './lib/benchmarks-doc.ts';
import { describeMachine } from './lib/machine.ts';
import { summarize } from './lib/percentiles.ts';
import { seedHistory, startWritingServer } from './lib/seed-history.ts';

const FAMILIES = 10;
const HISTORIES = [
  { label: 'no history (this week only)', weeks: 0 },
  { label: 'a year (52 weeks)', weeks: 52 },
  { label: 'five years (260 weeks)', weeks: 5 * 52 },
] as const;
// Check-ins and check-outs alternate, each its own commit, as a tablet's arrive.
const WARM_UP = 20;
const COMMITS = 300;

/** Milliseconds of each measured commit, for a family with `weeks` weeks of history. */
async function measureCommits(weeks: number): Promise<{ ms: number[]; days: number }> {
  const history = await seedHistory({ families: FAMILIES, weeks });
  const server = await startWritingServer(history.dataDir);
  try {
    const zone = hostTimeZone();
    const monday = mondayOf(facilityToday(facilityClock(zone)));
    const days = weekDates(monday);
    const ref = { kind: 'week', monday } as const;
    const customerId = history.customerIds[0] as string;
    const ms: number[] = [];
    for (let n = 0; n < WARM_UP + COMMITS; n++) {
      // Stay after stay, a quarter of an hour apart: the same moment twice would be one stay.
      const stay = Math.floor(n / 2);
      const date = days[stay % days.length] as string;
      const minutes = 6 * 60 + 15 * Math.floor(stay / days.length) + (n % 2) * 10;
      const clock = clockStoppedAt(zone, instantAt(date, timeOfDayFromMinutes(minutes), zone));
      server.registry.write(ref, (doc) => {
        if (n % 2 === 0)
          checkIn(oneWeekDoc(doc), clock, { customerId, visitId: randomUUID(), source: 'desk' });
        else checkOut(oneWeekDoc(doc), clock, { customerId });
      });
      const started = performance.now();
      server.registry.commit();
      if (n >= WARM_UP) ms.push(performance.now() - started);
    }
    // A few thousand rows at most: counted here rather than in SQL.
    const attended = server.db
      .select({ customerId: dailyAttendance.customerId, isPresent: dailyAttendance.isPresent })
      .from(dailyAttendance)
      .all()
      .filter((day) => day.customerId === customerId && day.isPresent).length;
    return { ms, days: attended };
  } finally {
    await server.close();
    rmSync(history.dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const machine = describeMachine(availableParallelism(), 'none');
  const rows: string[][] = [];
  for (const { label, weeks } of HISTORIES) {
    console.log(`Seeding ${weeks} weeks for ${FAMILIES} families...`);
    const { ms, days } = await measureCommits(weeks);
    const { p50, p99, max } = summarize(ms);
    const mean = ms.reduce((sum, value) => sum + value, 0) / ms.length;
    const f = (value: number) => value.toFixed(2);
    rows.push([label, String(days), f(p50), f(p99), f(max), f(mean)]);
    console.log(`${label}: ${days} present days, commit p50 ${f(p50)} p99 ${f(p99)} ms`);
  }
  const section = [
    "## The commit of one check-in against a family's history",
    '',
    `Written by \`pnpm bench:check-in-cost\` on ${benchmarkDate(startedAt)}.`,
    '',
    markdownTable(['machine', ''], machine),
    '',
    `For each history, ${FAMILIES} families were seeded as bench:rest seeds them (week ` +
      'documents, projections, a payment a month over REST), then an in-process server (the ' +
      "sync core, no HTTP) stored one family's check-ins and check-outs of this week into its " +
      `week document, ${COMMITS} of them after ${WARM_UP} of warm-up, each its own durable ` +
      'commit (`registry.commit()`, with its fsync): the update stored, the week projected, and ' +
      "the family's ledger followed (followLedger reads the whole ledger: every present day, " +
      'payment and adjustment of the family) to write the paid flags that changed. Milliseconds ' +
      "per commit; present days are the family's at the end.",
    '',
    markdownTable(['history', 'present days', 'p50', 'p99', 'max', 'mean'], rows),
  ].join('\n');
  console.log(`\n${section}\n`);
  writeBenchmarkSection('check-in-cost', section);
}

await main();
