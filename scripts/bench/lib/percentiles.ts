/**
 * @module
 * Exact nearest-rank percentiles over the raw samples. A run has at most a few hundred thousand
 * samples, so sorting them is cheap and a p99 is the real p99, not a histogram bucket's edge.
 */

/** The figures a latency row prints. */
export interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Percentiles of the samples; NaN everywhere when there are none. */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) return { count: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = Float64Array.from(samples).sort();
  return {
    count: sorted.length,
    p50: nearestRank(sorted, 0.5),
    p99: nearestRank(sorted, 0.99),
    max: sorted[sorted.length - 1] as number,
  };
}

function nearestRank(sorted: Float64Array, quantile: number): number {
  const rank = Math.ceil(quantile * sorted.length);
  return sorted[Math.max(0, rank - 1)] as number;
}
