/**
 * @module
 * GET and PUT /api/settings: the provider's details and how the day-care works, the owner's
 * alone (DESIGN section 7).
 */
import { updateSettingsPayloadSchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { readJson } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { readSettings, updateSettings } from '../services/settings.ts';

/** Settings routes, mounted under /api. */
export function settingsRoutes({ db, config }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/settings', authorize(db, 'settings:manage'), (c) => c.json(readSettings(db, config)))
    .put('/settings', authorize(db, 'settings:manage'), async (c) => {
      const patch = await readJson(c, updateSettingsPayloadSchema);
      return c.json(updateSettings(db, config, patch, auditSourceOf(db, c)));
    });
}
