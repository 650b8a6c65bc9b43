/**
 * @module
 * The Hono environment every route shares: who the request acts as, once authorized.
 */
import type { Principal } from '@cubby/shared/access';
import type { Credential } from '../auth/credentials.ts';

/** Variables set by middleware for the handlers after it. */
export interface AppEnv {
  Variables: {
    principal: Principal;
    credential: Credential;
  };
}
