/**
 * @module
 * What route modules are built from: what every service needs (`services/service-deps.ts`) and
 * the cache of the heavy reads' answers.
 */
import type { ServiceDeps } from '../services/service-deps.ts';
import type { ResponseCache } from './response-cache.ts';

export type { AppConfig } from '../services/service-deps.ts';

/** Dependencies of every route module. */
export interface RouteDeps extends ServiceDeps {
  /** The heavy reads' answers, kept while their data is unchanged. */
  responses: ResponseCache;
}
