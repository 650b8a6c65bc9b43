/**
 * @module
 * What `pnpm bench:rest` asks for: the three heaviest reads of the staff and owner screens (the
 * week grid, the financial week, a family's report), which the server keeps answers of (decision
 * 011), and the wave's newer reads: a family's ledger and statements, every family's balance and a
 * day's ratio history, which it keeps too (decision 043), and the Activity screen's pages, which
 * it computes on every request.
 */
import { addDays, weekDates } from '@cubby/shared/dates';
import type { SeededHistory } from './seed-history.ts';

/** One measured run: who calls which paths, at what rate, and whether a tablet writes meanwhile. */
export interface Run {
  label: string;
  role: 'staff' | 'owner';
  pathOf: (n: number) => string;
  rate: number;
  withCheckIns?: boolean;
  /** Every answer is computed: the server keeps none of this run's (the uncached target). */
  uncached?: boolean;
}

/** The rates and the tablet's pace the runs are offered at. */
export interface RunRates {
  rate: number;
  lightRate: number;
  checkInsPerSecond: number;
}

/** Every run of one history, in the order they are measured. */
export function restRuns(
  history: SeededHistory,
  thisMonday: string,
  today: string,
  rates: RunRates,
): Run[] {
  const { mondays, customerIds } = history;
  const weeks = mondays.length;
  const monday = (n: number) => mondays[n % weeks] as string;
  const first = mondays[0] as string;
  const lastFriday = weekDates(mondays.at(-1) as string)[4] as string;
  const thisFriday = weekDates(thisMonday)[4] as string;
  const family = (n: number) => customerIds[n % customerIds.length] as string;
  const weekly = (week: string) => `/api/attendance/weekly?week=${week}`;
  const financial = (week: string) =>
    `/api/financial/weekly?dates=${encodeURIComponent(JSON.stringify(weekDates(week)))}`;
  const report = (customerId: string, to: string) =>
    `/api/customer-report?customerId=${customerId}&startDate=${first}&endDate=${to}`;
  // A parameter the server ignores makes every URL new (warm-up's included): each answer is
  // computed, none repeated.
  let serial = 0;
  const unique = (path: string) => `${path}&request=${serial++}`;
  const span = `${weeks} weeks`;
  const cached = [
    {
      label: `GET /api/attendance/weekly (staff, one of ${span})`,
      role: 'staff',
      pathOf: (n: number) => weekly(monday(n)),
      thisWeek: 'GET /api/attendance/weekly (staff, the week being checked into)',
      pathThisWeek: () => weekly(thisMonday),
    },
    {
      label: `GET /api/financial/weekly (owner, one of ${span})`,
      role: 'owner',
      pathOf: (n: number) => financial(monday(n)),
      thisWeek: 'GET /api/financial/weekly (owner, the week being checked into)',
      pathThisWeek: () => financial(thisMonday),
    },
    {
      label: `GET /api/customer-report (owner, a family's whole history)`,
      role: 'owner',
      pathOf: (n: number) => report(family(n), lastFriday),
      thisWeek:
        "GET /api/customer-report (owner, a family's history up to the week being checked into)",
      pathThisWeek: (n: number) => report(family(n), thisFriday),
    },
  ] as const;
  const { rate, lightRate, checkInsPerSecond } = rates;
  return [
    ...cached.flatMap((read) => [
      { label: read.label, role: read.role, pathOf: read.pathOf, rate },
      { label: read.label, role: read.role, pathOf: read.pathOf, rate: lightRate },
    ]),
    ...cached.map((read) => ({
      label: `${read.thisWeek}, ${checkInsPerSecond} check-ins/s`,
      role: read.role,
      pathOf: read.pathThisWeek,
      rate,
      withCheckIns: true,
    })),
    ...cached.map((read) => ({
      label: `${read.label}, never the same URL`,
      role: read.role,
      pathOf: (n: number) => unique(read.pathOf(n)),
      rate: lightRate,
      uncached: true,
    })),
    ...computedReads(history, today).flatMap(({ uncachedPathOf, uncachedLabel, ...read }) =>
      uncachedPathOf
        ? [
            { ...read, rate },
            {
              ...read,
              label: uncachedLabel ?? `${read.label}, never the same URL`,
              // Counted across the warm-up and the run, as `unique` counts: no URL twice.
              pathOf: () => uncachedPathOf(serial++),
              rate: lightRate,
              uncached: true,
            },
          ]
        : [
            { ...read, rate, uncached: true },
            { ...read, rate: lightRate, uncached: true },
          ],
    ),
  ];
}

/** A newer read; `uncachedPathOf` is given when the server keeps its answers (decision 043). */
interface NewerRead {
  label: string;
  role: 'staff' | 'owner';
  /** What people ask at the target's rate: each family's recent periods, again and again. */
  pathOf: (n: number) => string;
  /** The `serial`th URL never asked before: every answer computed. */
  uncachedPathOf?: (serial: number) => string;
  /** The label of that run, when not the read's own followed by "never the same URL". */
  uncachedLabel?: string;
}

// The newer reads: a family's ledger and statements, every family's balance and a day's ratio
// history, which the server keeps, and the Activity screen's pages, which it computes every time.
// Each turns over the families (and weeks, months or days).
function computedReads(history: SeededHistory, today: string): NewerRead[] {
  const { mondays, customerIds, familyIds } = history;
  const family = (n: number) => familyIds[n % familyIds.length] as string;
  const child = (n: number) => customerIds[n % customerIds.length] as string;
  // Each family pays monthly up to four weeks ago: statements are asked of the paid weeks.
  const paidMondays = mondays.length > 5 ? mondays.slice(0, -5) : mondays;
  const months = [...new Set(paidMondays.map((week) => week.slice(0, 7)))];
  const lastMonday = paidMondays.at(-1) as string;
  const yearAgo = addDays(today, -365);
  const days = historyWeekdays(history);
  const day = (n: number) => days[days.length - 1 - (n % days.length)] as string;
  // The `serial`th request of a never-repeated run asks of the family `serial` turns to the
  // `round`th thing of `things`: no pair twice until every family has asked every one.
  const round = (serial: number) => Math.floor(serial / familyIds.length);
  const nth = <T>(things: readonly T[], serial: number) =>
    things[round(serial) % things.length] as T;
  return [
    {
      label: "GET /api/families/{id}/ledger (owner, a family's whole history)",
      role: 'owner',
      pathOf: (n) => `/api/families/${family(n)}/ledger`,
      uncachedPathOf: (n) => `/api/families/${family(n)}/ledger?to=${addDays(today, -round(n))}`,
    },
    {
      label: "GET /api/families/{id}/ledger?from=&to= (owner, a family's last year)",
      role: 'owner',
      pathOf: (n) => `/api/families/${family(n)}/ledger?from=${yearAgo}&to=${today}`,
      uncachedPathOf: (n) =>
        `/api/families/${family(n)}/ledger?from=${addDays(yearAgo, -round(n))}&to=${today}`,
    },
    {
      label: "GET /api/families/{id}/statements/{monday} (owner, a family's week)",
      role: 'owner',
      pathOf: (n) => `/api/families/${family(n)}/statements/${lastMonday}`,
      uncachedPathOf: (n) => `/api/families/${family(n)}/statements/${nth(paidMondays, n)}`,
    },
    {
      label: "GET /api/families/{id}/statements/{YYYY-MM} (owner, a family's month)",
      role: 'owner',
      pathOf: (n) => `/api/families/${family(n)}/statements/${lastMonday.slice(0, 7)}`,
      uncachedPathOf: (n) => `/api/families/${family(n)}/statements/${nth(months, n)}`,
    },
    {
      label: "GET /api/family-balances (owner, every family's balance)",
      role: 'owner',
      pathOf: () => '/api/family-balances',
      uncachedPathOf: (n) => `/api/family-balances?request=${n}`,
    },
    {
      label: 'GET /api/audit?limit=50 (owner, the Activity screen’s first page)',
      role: 'owner',
      pathOf: () => '/api/audit?limit=50',
    },
    {
      label: 'GET /api/audit?limit=50&customerId=&kind=attendance (owner, one child’s attendance)',
      role: 'owner',
      pathOf: (n) => `/api/audit?limit=50&customerId=${child(n)}&kind=attendance`,
    },
    {
      label: 'GET /api/ratios/history?date= (staff, one of the last 20 weekdays)',
      role: 'staff',
      pathOf: (n) => `/api/ratios/history?date=${day(n % 20)}`,
      // The query takes no other parameter: a day repeats only once a run has asked them all.
      uncachedPathOf: (n) => `/api/ratios/history?date=${day(n)}`,
      uncachedLabel: 'GET /api/ratios/history?date= (staff, every seeded weekday in turn)',
    },
  ];
}

/** Every weekday of the history, for the shifts the ratio history reads. */
export function historyWeekdays(history: SeededHistory): string[] {
  return history.mondays.flatMap((week) => weekDates(week));
}
