/**
 * @module
 * A seeded random source for the fault and fuzz tests, so a failure can be replayed: each test
 * prints its seed, and `FAULTS_SEED=<seed>` makes the next run draw the same sequence.
 */

/** Draws from one seeded sequence. */
export interface Random {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Uint8Array;
}

/** A random source seeded from `FAULTS_SEED`, or freshly; prints the seed under `what`. */
export function seededRandom(what: string): Random {
  const fromEnv = Number(process.env.FAULTS_SEED);
  const seed = Number.isInteger(fromEnv) ? fromEnv : Math.floor(Math.random() * 2 ** 32);
  console.log(`[faults] ${what}: seed ${seed} (replay with FAULTS_SEED=${seed})`);
  return randomFrom(seed);
}

/** A random source from a given seed (mulberry32: small, fast, good enough for fuzzing). */
export function randomFrom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    bytes: (length) => Uint8Array.from({ length }, () => int(0, 255)),
  };
}
