/**
 * @module
 * (placeholder: being written) The demo roster loaded into an empty database by SEED_DEMO=1.
 */
import type { RouteDeps } from '../http/route-deps.ts';

/** What the seed created, for the start command to print. */
export interface DemoSummary {
  families: number;
  sampleParentUsername: string;
}

/** Loads the demo roster when the database has no customers; null when it did nothing. */
export async function seedDemoRoster(_deps: RouteDeps): Promise<DemoSummary | null> {
  return null;
}
