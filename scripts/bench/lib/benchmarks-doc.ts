/**
 * @module
 * `docs/benchmarks.md` is assembled from the benchmark scripts: each owns one section, between
 * `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`, and rewrites only that section, so one script
 * can be run again without touching the others' figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dateAt, hostTimeZone } from '@cubby/shared/facility-clock';

const DOC = path.resolve(import.meta.dirname, '../../../docs/benchmarks.md');

const HEADER = `# Benchmarks

Figures printed by the scripts in \`scripts/bench\` (\`pnpm bench:*\`). Each section says which
script wrote it, on what machine and when; a script rewrites only its own section.
`;

/** Replaces (or appends) the section `name` of docs/benchmarks.md with `markdown`. */
export function writeBenchmarkSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(DOC, next);
}

/** A table of figures with the sentence that introduces it, as a bench section writes it. */
export interface FigureTable {
  title: string;
  header: string[];
  rows: string[][];
}

/** A markdown table from a header row and data rows. */
export function markdownTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The day a benchmark ran, as its section says it: the facility's date, and a bench's server
 * runs with the host's zone as the facility's (no FACILITY_TIME_ZONE), so the two agree.
 */
export function benchmarkDate(at: Date): string {
  return dateAt(at, hostTimeZone());
}
