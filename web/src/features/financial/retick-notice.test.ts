import { describe, expect, it } from 'vitest';
import { RETICK_WINDOW_MS, RetickWatch } from './retick-notice.ts';

const day = { customerId: 'c1', date: '2026-11-16' };

describe('RetickWatch', () => {
  it('reports a day unticked, seen unpaid, then ticked again by the server', () => {
    const watch = new RetickWatch();
    watch.noteUnticks([day], 1000);
    expect(watch.reticked([{ ...day, paid: true }], 1001)).toEqual([]);
    expect(watch.reticked([{ ...day, paid: false }], 1002)).toEqual([]);
    expect(watch.reticked([{ ...day, paid: true }], 1500)).toEqual([day.date]);
    expect(watch.reticked([{ ...day, paid: true }], 1600)).toEqual([]);
  });

  it('ignores a tick that comes long after the untick', () => {
    const watch = new RetickWatch();
    watch.noteUnticks([day], 0);
    watch.reticked([{ ...day, paid: false }], 1);
    expect(watch.reticked([{ ...day, paid: true }], RETICK_WINDOW_MS + 1)).toEqual([]);
  });
});
