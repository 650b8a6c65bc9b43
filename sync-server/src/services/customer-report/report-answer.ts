/**
 * @module
 * The customer report's answer, gzipped, from its past months kept deflated (decision 061). A
 * family's report is built again after every write of its days (its stamp changes, as it must),
 * and a tablet checking children in writes them all day; yet only the days of this week, the
 * week document's, change then. So the answer's start, up to the end of the month before this
 * week's Monday's, is kept deflated with the tokens of the months it shows
 * (`customer_month_versions`, migration 0023), and only the rest (the open months' days, the
 * payments and the totals) is read and deflated again.
 */
import { addDays, mondayOf } from '@cubby/shared/dates';
import type { Cents } from '@cubby/shared/money';
import type { CustomerReportResponse } from '@cubby/shared/schemas';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-once.ts';
import { customerMonthVersions } from '../../db/schema.ts';
import { type DeflatedStart, deflateStart, gzipJoined } from '../../http/gzip.ts';
import { GzippedJson } from '../../http/response-cache.ts';
import type { CustomerRow } from '../../queries/customers.ts';
import {
  customerReport,
  type ReportRequest,
  reportCustomer,
  reportDays,
  reportMoney,
} from './customer-report.ts';

/** Memory the kept starts may hold: the five-year report of 300 children, 60 KB each. */
const MAX_BYTES = 32 * 1024 * 1024;

interface KeptStart {
  key: string;
  /** The tokens of the months the start shows, when it was read. */
  months: string;
  /** The report's heading, which the start holds too. */
  heading: string;
  start: DeflatedStart;
  costCents: Cents;
  days: number;
  bytes: number;
}

// Map order is recency, as in the response cache.
const kept = new Map<string, KeptStart>();
let keptBytes = 0;
const counts = { hits: 0, misses: 0 };

const statements = preparedOnce((db: Db) => ({
  monthTokens: db
    .select({ month: customerMonthVersions.month, token: customerMonthVersions.token })
    .from(customerMonthVersions)
    .where(
      and(
        eq(customerMonthVersions.customerId, sql.placeholder('customerId')),
        between(customerMonthVersions.month, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(customerMonthVersions.month))
    .prepare(),
}));

/**
 * The report `customerReport` answers, as gzipped JSON with the same bytes once unzipped, or as
 * that report itself when none of it lies before the month of `today`'s week (the facility's
 * date).
 */
export function customerReportAnswer(
  db: Db,
  customer: CustomerRow,
  request: ReportRequest,
  today: string,
): GzippedJson | CustomerReportResponse {
  const { startDate, endDate, withPayment } = request;
  // From the month this week began in: on the first days of a month, the week being checked
  // into still holds days of the month before, and each write of one of them built the whole
  // report again (decision 062).
  const openFrom = `${mondayOf(today).slice(0, 7)}-01`;
  const keptTo = endDate < openFrom ? endDate : addDays(openFrom, -1);
  if (keptTo < startDate) return customerReport(db, customer, request);
  const start = keptStart(db, customer, { from: startDate, to: keptTo, withPayment });
  const rest =
    keptTo < endDate
      ? reportDays(db, customer, { from: addDays(keptTo, 1), to: endDate, withPayment })
      : { entries: [], costCents: 0 };
  const money = reportMoney(db, customer, request, start.costCents + rest.costCents);
  const restDays = rest.entries.map((day) => JSON.stringify(day)).join(',');
  const comma = start.days > 0 && rest.entries.length > 0 ? ',' : '';
  const tail = `${comma}${restDays}],"payments":${JSON.stringify(money.payments)},"summary":${JSON.stringify(money.summary)}}`;
  return new GzippedJson(gzipJoined(start.start, Buffer.from(tail)));
}

/** How often a kept start served, and how often one was built. */
export function keptReportStarts(): { hits: number; misses: number; entries: number } {
  return { ...counts, entries: kept.size };
}

// The answer's JSON up to and including the days from `from` to `to`: `{"customer":…,
// "attendance":[…` in the order `customerReport` builds it.
function keptStart(
  db: Db,
  customer: CustomerRow,
  range: { from: string; to: string; withPayment: boolean },
): KeptStart {
  const key = `${customer.id} ${range.from} ${range.to} ${range.withPayment}`;
  // The tokens before the rows: a write between the two leaves a start older than its tokens,
  // which the next read builds again, never one newer.
  const months = monthTokens(db, customer.id, range);
  const heading = JSON.stringify(reportCustomer(customer));
  const found = kept.get(key);
  if (found && found.months === months && found.heading === heading) {
    counts.hits += 1;
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  counts.misses += 1;
  const days = reportDays(db, customer, range);
  const text = `{"customer":${heading},"attendance":[${days.entries.map((day) => JSON.stringify(day)).join(',')}`;
  const start = deflateStart(Buffer.from(text));
  const entry: KeptStart = {
    key,
    months,
    heading,
    start,
    costCents: days.costCents,
    days: days.entries.length,
    bytes: start.deflated.length + 2 * (key.length + months.length + heading.length),
  };
  remember(entry);
  return entry;
}

// A month is named by the first seven characters of its dates, as the triggers name it, so the
// months of a range of ISO dates are those between its ends' first seven.
function monthTokens(db: Db, customerId: string, range: { from: string; to: string }): string {
  const rows = statements(db).monthTokens.all({
    customerId,
    from: range.from.slice(0, 7),
    to: range.to.slice(0, 7),
  });
  return rows.map((row) => `${row.month}:${row.token}`).join(' ');
}

function remember(entry: KeptStart): void {
  const old = kept.get(entry.key);
  if (old) {
    kept.delete(old.key);
    keptBytes -= old.bytes;
  }
  kept.set(entry.key, entry);
  keptBytes += entry.bytes;
  for (const oldest of kept.values()) {
    if (keptBytes <= MAX_BYTES || oldest === entry) break;
    kept.delete(oldest.key);
    keptBytes -= oldest.bytes;
  }
}
