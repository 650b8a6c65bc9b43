/**
 * @module
 * `pnpm bench:kiosk-pin-tag`: what an offline PIN tag costs the server and the tablet, and what
 * a copied roster is worth to a thief (decision 065). Times the server's derivation
 * (@node-rs/argon2) and the browser's (hash-wasm, in the real Chromium through Playwright) with
 * the parameters of `@cubby/shared/pin-verifier`; replays a day of guessing against the real
 * wrong-PIN throttle (`kiosk-pin-throttle.ts`, on a real SQLite file, the clock moved by hand);
 * and prints the arithmetic from a published GPU figure: GPU time to derive every candidate of
 * one roster entry, how many candidates are left, how many the facility's budget lets a thief try
 * online in a day, and the days it takes to find one PIN. Written to docs/benchmarks.md.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { addDays } from '@cubby/shared/dates';
import { dateAt, instantAt } from '@cubby/shared/facility-clock';
import { pinProblem } from '@cubby/shared/pin-rules';
import { PIN_TAG_BITS, PIN_TAG_HASH, PIN_TAG_KNOWN_ANSWER } from '@cubby/shared/pin-verifier';
import { countWrongPin, kioskPauseLeftMs } from '@cubby/sync-server/services/kiosk-pin-throttle';
import { pinTagHash } from '@cubby/sync-server/services/pin-verifier';
import { kioskFor } from '@cubby/sync-server/testing/kiosk-devices';
import { createTestApp } from '@cubby/sync-server/testing/test-app';
import { chromium } from '@playwright/test';
import { benchmarkDate, markdownTable, writeBenchmarkSection } from './lib/benchmarks-doc.ts';
import { describeMachine } from './lib/machine.ts';
import { summarize } from './lib/percentiles.ts';

const SAMPLES = 15;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ZONE = 'America/New_York';

/**
 * A published GPU figure for Argon2id: hashcat's mode 34000 as merged (hashcat pull request
 * 4284, 2025-07-02), RTX 4090, at 64 MiB, 3 passes, 1 lane. Argon2 on a GPU is bound by memory
 * traffic, which grows with memory times passes, so the rate at our parameters is scaled by that
 * ratio (an assumption, said as such in decision 065).
 */
const GPU = {
  name: 'RTX 4090 (hashcat 34000)',
  hashesPerSecond: 1_667,
  memoryKiB: 65_536,
  passes: 3,
};

/** Milliseconds of each of `SAMPLES` server derivations. */
async function serverMs(): Promise<number[]> {
  await pinTagHash(PIN_TAG_KNOWN_ANSWER.salt, PIN_TAG_KNOWN_ANSWER.pin);
  const ms: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    await pinTagHash(PIN_TAG_KNOWN_ANSWER.salt, String(300_000 + i));
    ms.push(performance.now() - start);
  }
  return ms;
}

/** Milliseconds of each browser derivation, and whether it gave the known answer. */
async function browserMs(): Promise<{ ms: number[]; knownAnswer: boolean }> {
  const argon2Script = createRequire(import.meta.url).resolve('hash-wasm/dist/argon2.umd.min.js');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>kiosk pin tag</title>');
    await page.addScriptTag({ path: argon2Script });
    return await page.evaluate(
      async ({ params, known, samples }) => {
        const { argon2id } = (window as unknown as { hashwasm: typeof import('hash-wasm') })
          .hashwasm;
        const salt = Uint8Array.from(atob(known.salt.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
          c.charCodeAt(0),
        );
        const derive = (password: string) =>
          argon2id({
            password,
            salt,
            iterations: params.passes,
            parallelism: params.parallelism,
            memorySize: params.memoryKiB,
            hashLength: params.hashBytes,
            outputType: 'hex',
          });
        const knownAnswer = (await derive(known.pin)).startsWith(known.hashStart);
        const ms: number[] = [];
        for (let i = 0; i < samples; i += 1) {
          const start = performance.now();
          await derive(String(300_000 + i));
          ms.push(performance.now() - start);
        }
        return { ms, knownAnswer };
      },
      { params: PIN_TAG_HASH, known: PIN_TAG_KNOWN_ANSWER, samples: SAMPLES },
    );
  } finally {
    await browser.close();
  }
}

/**
 * Guesses the real throttle lets through in one facility day: a thief with 8 stolen kiosk tokens
 * sends a guess every 10 seconds whenever a kiosk is not paused. Also the most a thief gets
 * without setting off a single pause (and so an alert): the budget's own numbers.
 */
async function guessesInADay(): Promise<{ greedy: number; pauses: number }> {
  const app = await createTestApp();
  try {
    const kiosks = Array.from({ length: 8 }, (_, n) => kioskFor(app.db, `Stolen ${n + 1}`));
    const today = dateAt(new Date(), ZONE);
    const start = instantAt(today, '00:00', ZONE).getTime();
    const end = instantAt(addDays(today, 1), '00:00', ZONE).getTime();
    let greedy = 0;
    let pauses = 0;
    let turn = 0;
    for (let at = start; at < end; at += 10_000) {
      const now = new Date(at);
      const free = kiosks.filter((each) => kioskPauseLeftMs(app.db, each.deviceId, now) === 0);
      const chosen = free[turn % Math.max(1, free.length)];
      if (!chosen) continue;
      turn += 1;
      const source = {
        actor: { kind: 'kiosk' as const, id: chosen.deviceId, name: 'Stolen' },
        deviceId: chosen.deviceId,
      };
      greedy += 1;
      pauses += countWrongPin(app.db, { source, now, timeZone: ZONE, onPaused: () => {} }).length;
    }
    return { greedy, pauses };
  } finally {
    app.close();
  }
}

const f1 = (n: number) => n.toFixed(1);
const int = (n: number) => Math.round(n).toLocaleString('en-US');

const machine = describeMachine(availableParallelism(), 'none');
console.log('Deriving on the server...');
const server = summarize(await serverMs());
console.log('Deriving in Chromium...');
const browser = await browserMs();
const inBrowser = summarize(browser.ms);
console.log('A day of guessing against the throttle...');
const day = await guessesInADay();

let sixDigitPins = 0;
for (let n = 0; n < 1_000_000; n += 1) {
  if (pinProblem(String(n).padStart(6, '0')) === null) sixDigitPins += 1;
}
const scale = (GPU.memoryKiB * GPU.passes) / (PIN_TAG_HASH.memoryKiB * PIN_TAG_HASH.passes);
const gpuRate = GPU.hashesPerSecond * scale;
const gpuSeconds = sixDigitPins / gpuRate;
const candidates = sixDigitPins / 2 ** PIN_TAG_BITS;
const stealthy = 60;
const daysExpected = (candidates + 1) / 2 / day.greedy;
const daysWorst = candidates / day.greedy;

const params = `Argon2id, ${PIN_TAG_HASH.memoryKiB} KiB, ${PIN_TAG_HASH.passes} passes, ${PIN_TAG_HASH.parallelism} lane, a ${PIN_TAG_BITS}-bit tag`;
const section = [
  `## Offline kiosk PIN tags (\`pnpm bench:kiosk-pin-tag\`, ${benchmarkDate(new Date())})`,
  '',
  `What one tag costs, ${params}, ${SAMPLES} derivations each, and what a copied roster is worth (decision 065).`,
  '',
  markdownTable(
    ['', 'value'],
    [
      ...machine,
      ['server (@node-rs/argon2), ms p50 / max', `${f1(server.p50)} / ${f1(server.max)}`],
      [
        'browser (hash-wasm in Chromium), ms p50 / max',
        `${f1(inBrowser.p50)} / ${f1(inBrowser.max)}`,
      ],
      ['browser gives the known answer', browser.knownAnswer ? 'yes' : 'NO'],
      ['6-digit PINs the rules accept', int(sixDigitPins)],
      [
        `GPU rate at these parameters (${GPU.name}, scaled by memory x passes)`,
        `${int(gpuRate)} /s`,
      ],
      ['GPU time to derive every 6-digit PIN under one entry’s salt', `${f1(gpuSeconds)} s`],
      ['candidates left per entry (PINs / 2^bits)', int(candidates)],
      ['online guesses in a day, greedy thief, 8 kiosk tokens (real throttle)', int(day.greedy)],
      ['pauses (each an alert) that day', int(day.pauses)],
      ['online guesses in a day without one pause (the day budget)', int(stealthy)],
      ['days to find one PIN, expected / at worst', `${f1(daysExpected)} / ${f1(daysWorst)}`],
    ],
  ),
].join('\n');
console.log(`\n${section}\n`);
writeBenchmarkSection('kiosk-pin-tag', section);
