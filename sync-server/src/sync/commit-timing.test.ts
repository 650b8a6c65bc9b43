import { describe, expect, it } from 'vitest';
import { CommitTiming, SLOW_COMMIT_MS } from './commit-timing.ts';

describe('CommitTiming', () => {
  it('says nothing of a commit broadcast in time', () => {
    const timing = new CommitTiming(performance.now());
    timing.stored();
    const now = performance.now();
    expect(timing.slowStages(now, now + 1)).toBeNull();
  });

  it('splits a slow commit into its stages', () => {
    const queuedAt = performance.now() - 5;
    const timing = new CommitTiming(queuedAt);
    timing.stored();
    const onDiskAt = performance.now() + SLOW_COMMIT_MS;
    const stages = timing.slowStages(onDiskAt, onDiskAt + 2);
    expect(stages).not.toBeNull();
    expect(stages?.queuedMs).toBeGreaterThanOrEqual(5);
    expect(stages?.fsyncWaitMs).toBeGreaterThanOrEqual(SLOW_COMMIT_MS - 1);
    expect(stages?.broadcastMs).toBe(2);
    expect(stages?.totalMs).toBeGreaterThanOrEqual(SLOW_COMMIT_MS + 7);
  });

  it('names the stages of a commit under a lower threshold, with its CPU time', () => {
    const timing = new CommitTiming(performance.now());
    timing.stored();
    const onDiskAt = performance.now() + 3;
    timing.sent();
    expect(timing.slowStages(onDiskAt, onDiskAt + 1)).toBeNull();
    const stages = timing.slowStages(onDiskAt, onDiskAt + 1, 2);
    expect(stages?.fsyncWaitMs).toBeGreaterThanOrEqual(3);
    expect(stages?.cpuMs).toBeGreaterThanOrEqual(stages?.transactionCpuMs ?? 0);
  });
});
