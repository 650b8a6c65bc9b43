import { describe, expect, it } from 'vitest';
import {
  parseGenerations,
  parseGoDuration,
  replicaStateOf,
  watchReplicaLag,
} from './replica-lag.ts';

// As `litestream generations -config FILE DB` (v0.3.13) prints it.
const OUTPUT = `name  generation        lag    start                 end
file  a3ab90e153653ccf  1m2.5s  2026-11-26T08:00:00Z  2026-11-26T09:00:00Z
file  b7cd00e153653ccf  -15ms  2026-11-27T00:14:09Z  2026-11-27T00:14:11Z
`;

describe('the replica lag', () => {
  it('reads Go durations as Litestream prints them', () => {
    expect(parseGoDuration('1.9s')).toBeCloseTo(1.9);
    expect(parseGoDuration('-15ms')).toBeCloseTo(-0.015);
    expect(parseGoDuration('1h2m3.5s')).toBeCloseTo(3723.5);
    expect(parseGoDuration('250µs')).toBeCloseTo(0.00025);
    expect(parseGoDuration('0s')).toBe(0);
    expect(parseGoDuration('soon')).toBeNull();
    expect(parseGoDuration('')).toBeNull();
  });

  it('reads every generation row and skips anything else', () => {
    const rows = parseGenerations(`${OUTPUT}time=2026 level=WARN msg="something"\n`);
    expect(rows).toEqual([
      {
        name: 'file',
        generation: 'a3ab90e153653ccf',
        lagSeconds: 62.5,
        start: '2026-11-26T08:00:00Z',
        end: '2026-11-26T09:00:00Z',
      },
      {
        name: 'file',
        generation: 'b7cd00e153653ccf',
        lagSeconds: -0.015,
        start: '2026-11-27T00:14:09Z',
        end: '2026-11-27T00:14:11Z',
      },
    ]);
    expect(parseGenerations('name  generation  lag  start  end\n')).toEqual([]);
  });

  it('takes the generation that received data last, a negative lag counting as none', () => {
    expect(replicaStateOf(parseGenerations(OUTPUT))).toEqual({
      lagSeconds: 0,
      lastReplicatedAt: '2026-11-27T00:14:11Z',
    });
    expect(replicaStateOf([])).toBeNull();
  });

  it('answers the last check at once, and says why a check failed', async () => {
    let answer: Promise<string> = Promise.resolve(OUTPUT.replace('-15ms', '2.5s'));
    const watcher = watchReplicaLag(
      'file:///r',
      () => answer,
      60_000,
      () => new Date('2026-11-27T00:15:00Z'),
    );
    try {
      expect(watcher.status()).toMatchObject({ url: 'file:///r', lagSeconds: null });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(watcher.status()).toEqual({
        url: 'file:///r',
        lagSeconds: 2.5,
        lastReplicatedAt: '2026-11-27T00:14:11Z',
        checkedAt: '2026-11-27T00:15:00.000Z',
      });
      answer = Promise.reject(new Error('cannot reach the bucket'));
      answer.catch(() => {});
      const second = watchReplicaLag('file:///r', () => answer, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(second.status()).toMatchObject({ lagSeconds: null, error: 'cannot reach the bucket' });
      second.stop();
    } finally {
      watcher.stop();
    }
  });
});
