/**
 * @module
 * The staff time clock (DESIGN section 7): POST /api/time-clock/in (`roomId`; moving room when
 * already on the floor, coming back when on a break), /break and /out, each for the person
 * whose session it is.
 */
import { clockInPayloadSchema } from '@cubby/shared/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { readJson } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { type Punch, punch } from '../services/time-clock/punch.ts';

/** Time clock routes, mounted under /api. */
export function timeClockRoutes(deps: RouteDeps) {
  const { db } = deps;
  const own = authorize(db, 'own-time:write');
  const punchOwn = (c: Context<AppEnv>, what: Punch) => {
    const origin = { audit: auditSourceOf(db, c), via: 'app' } as const;
    return c.json(punch(deps, c.get('principal').subject, what, origin));
  };
  return new Hono<AppEnv>()
    .post('/time-clock/in', own, async (c) => {
      const { roomId } = await readJson(c, clockInPayloadSchema);
      return punchOwn(c, { action: 'in', roomId });
    })
    .post('/time-clock/break', own, (c) => punchOwn(c, { action: 'break' }))
    .post('/time-clock/out', own, (c) => punchOwn(c, { action: 'out' }));
}
