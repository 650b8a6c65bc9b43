/**
 * @module
 * `pnpm bench:memory`: what an idle server holds in memory, with Node's default heap sizing and
 * with the flags the Docker image and scripts/start.sh run it with. Each start is measured 4 s
 * after it listens, after a full garbage collection (`--expose-gc`), by `process.memoryUsage()`
 * inside the process; the median of three starts is kept. Figures, not assertions: printed and
 * written to the `memory` section of docs/benchmarks.md (docs/operations.md explains them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { benchmarkDate, markdownTable, writeBenchmarkSection } from './lib/benchmarks-doc.ts';
import { DEPLOYED_NODE_FLAGS, startDeployedServer } from './lib/deployed-server.ts';
import { describeMachine } from './lib/machine.ts';
import { BENCH_ACCOUNTS } from './lib/seed-history.ts';

const STARTS = 3;
const SETTLE_MS = 4_000;
const EVENT = 'memory.idle';

// Runs inside the server: a full collection, then the figures as one log line on stderr.
const PROBE = `setTimeout(() => {
  globalThis.gc();
  const line = { level: 'info', event: '${EVENT}', ...process.memoryUsage() };
  process.stderr.write(JSON.stringify(line) + '\\n');
}, ${SETTLE_MS}).unref();`;

interface Usage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
}

async function measure(nodeFlags: readonly string[]): Promise<Usage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-bench-memory-'));
  const server = await startDeployedServer({
    dataDir,
    core: null,
    accounts: BENCH_ACCOUNTS,
    nodeFlags: [
      ...nodeFlags,
      '--expose-gc',
      '--import',
      `data:text/javascript,${encodeURIComponent(PROBE)}`,
    ],
  });
  try {
    const deadline = Date.now() + SETTLE_MS + 10_000;
    while (Date.now() < deadline) {
      const line = server.logSamples().find((sample) => sample.includes(`"event":"${EVENT}"`));
      if (line) return JSON.parse(line) as Usage;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not report its memory');
  } finally {
    await server.stop(10_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function median(nodeFlags: readonly string[]): Promise<Usage> {
  const runs: Usage[] = [];
  for (let n = 0; n < STARTS; n++) runs.push(await measure(nodeFlags));
  runs.sort((a, b) => a.rss - b.rss);
  return runs[Math.floor(runs.length / 2)] as Usage;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const machine = describeMachine(availableParallelism(), 'none');
  const variants = [
    { label: "Node's defaults", flags: [] },
    { label: `as deployed (\`${DEPLOYED_NODE_FLAGS.join(' ')}\`)`, flags: DEPLOYED_NODE_FLAGS },
  ];
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  const rows: string[][] = [];
  for (const { label, flags } of variants) {
    const usage = await median(flags);
    rows.push([
      label,
      mib(usage.rss),
      mib(usage.heapTotal),
      mib(usage.heapUsed),
      mib(usage.external),
    ]);
  }
  const section = [
    '## Memory: an idle server',
    '',
    `Written by \`pnpm bench:memory\` on ${benchmarkDate(startedAt)}: an empty ` +
      `database, ${SETTLE_MS / 1000} s after the server listens, after a full garbage ` +
      `collection, as \`process.memoryUsage()\` reports it; the median of ${STARTS} starts.`,
    '',
    markdownTable(['machine', ''], machine),
    '',
    markdownTable(['node flags', 'RSS', 'V8 heap total', 'V8 heap used', 'external'], rows),
  ].join('\n');
  console.log(`\n${section}\n`);
  writeBenchmarkSection('memory', section);
}

await main();
