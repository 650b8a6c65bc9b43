/**
 * @module
 * How many rows of a long list to render: a screenful first, then a few more each frame in a
 * transition React may interrupt, until all are there. Opening a grid of a hundred cards on a
 * tablet then paints the first ones at once and answers a tap between the steps, instead of
 * blocking for the whole list (issue 21). Rows once shown stay shown.
 */
import { startTransition, useEffect, useState } from 'react';

/** The number of the `total` rows to render now, growing by `step` a frame from `first`. */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    const frame = requestAnimationFrame(() => {
      startTransition(() => setRevealed((count) => count + step));
    });
    return () => cancelAnimationFrame(frame);
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}
