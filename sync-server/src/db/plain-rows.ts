/**
 * @module
 * The rows of a prepared drizzle select, mapped as drizzle maps them, for the reads that return
 * thousands of rows a request (the week grid, the financial week, a family's report). drizzle's
 * own mapping walks each cell's path with an iterator and checks the kind of its field, cell by
 * cell: on the five-year financial week it allocated about 2 MB per answer, the largest share of
 * what made the server collect garbage every few answers (decision 051). Here each cell costs
 * its column's own decoder and nothing else.
 */
import type { Column } from 'drizzle-orm';

/** What of a prepared drizzle select this reads: its rows as drizzle maps them, and as values. */
interface PreparedSelect<Row> {
  all(placeholders?: Record<string, unknown>): Row[];
  values(placeholders?: Record<string, unknown>): unknown[][];
}

/** A prepared select whose rows are mapped here; `all` answers what the statement's would. */
export interface PlainRows<Row> {
  all(placeholders?: Record<string, unknown>): Row[];
}

/**
 * `statement`'s rows, mapped by `columns`: the record the statement selects (`getTableColumns`
 * of its table for a `select()` of every column, or the record passed to `select`), so that the
 * values come in the record's order, as drizzle lists a selection.
 */
export function plainRows<Row>(
  columns: Record<string, Column>,
  statement: PreparedSelect<Row>,
): PlainRows<Row> {
  const names = Object.keys(columns);
  const decoders = Object.values(columns);
  return {
    all(placeholders) {
      const rows = statement.values(placeholders);
      const mapped: Row[] = new Array(rows.length);
      for (let index = 0; index < rows.length; index++) {
        const values = rows[index] as unknown[];
        const row: Record<string, unknown> = {};
        for (let cell = 0; cell < names.length; cell++) {
          const value = values[cell];
          row[names[cell] as string] =
            value === null ? null : (decoders[cell] as Column).mapFromDriverValue(value);
        }
        mapped[index] = row as Row;
      }
      return mapped;
    },
  };
}
