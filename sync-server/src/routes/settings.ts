/**
 * @module
 * GET and PUT /api/settings: the provider's details and how the day-care works, the owner's
 * alone (DESIGN sections 7 and 8); GET answers exactly what PUT takes (decision 070). And GET
 * /api/facility-hours: the centre's hours and closures for every signed-in person, so the parent's
 * portal states them and closes a closed day (staff devices have them in the directory document).
 */
import type { FacilityHoursRecord } from '@cubby/shared/docs';
import { updateSettingsPayloadSchema } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { readJson } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { readFacilityHours } from '../services/facility-hours/read-facility-hours.ts';
import { readAllSettings, updateSettings } from '../services/settings.ts';

/** Settings routes, mounted under /api. */
export function settingsRoutes(deps: RouteDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/settings', authorize(db, 'settings:manage'), (c) => c.json(readAllSettings(deps)))
    .put('/settings', authorize(db, 'settings:manage'), async (c) => {
      const patch = await readJson(c, updateSettingsPayloadSchema);
      return c.json(updateSettings(deps, patch, auditSourceOf(db, c)));
    })
    .get('/facility-hours', authorize(db, 'facility-hours:read'), (c) => {
      const answer: FacilityHoursRecord = readFacilityHours(db);
      return c.json(answer);
    });
}
