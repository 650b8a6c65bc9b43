/**
 * @module
 * The staff time clock (DESIGN section 7): POST /api/time-clock/in (`roomId`; moving room when
 * already on the floor, coming back when on a break), /break and /out, each for the person
 * whose session it is; GET /api/time-clock/me (where I am and my week); PUT /api/time-clock/pin
 * (my kiosk PIN); and the owner's PUT /api/staff/{id}/pin (a temporary PIN) and corrections,
 * PATCH and POST /api/time-clock/entries.
 */

import { mondayOf } from '@cubby/shared/dates';
import { facilityToday } from '@cubby/shared/facility-clock';
import {
  addEntryPayloadSchema,
  clockInPayloadSchema,
  correctEntryPayloadSchema,
  type OwnTimesheetResponse,
  ownWeekQuerySchema,
  setPinPayloadSchema,
} from '@cubby/shared/schemas';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { limitPinChanges } from '../http/limit-pin-changes.ts';
import { readJson, readParams, readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { setAccountPin } from '../services/pins.ts';
import { addEntry, correctEntry } from '../services/time-clock/corrections.ts';
import { clockStateOfAccount, type Punch, punch } from '../services/time-clock/punch.ts';
import { readOwnWeek } from '../services/time-clock/timesheets.ts';

const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** Time clock routes, mounted under /api. */
export function timeClockRoutes(deps: RouteDeps) {
  const { db, clock } = deps;
  const own = authorize(db, 'own-time:write');
  const correct = authorize(db, 'timesheets:write');
  // PUT /api/staff/{id}/pin lives beside the staff's own PIN rather than in routes/staff.ts.
  const manageAccounts = authorize(db, 'accounts:manage');
  const punchOwn = (c: Context<AppEnv>, what: Punch) => {
    const origin = { audit: auditSourceOf(db, c), via: 'app' } as const;
    return c.json(punch(deps, c.get('principal').subject, what, origin));
  };
  const corrector = (c: Context<AppEnv>) => ({
    audit: auditSourceOf(db, c),
    accountId: c.get('principal').subject,
  });
  return new Hono<AppEnv>()
    .get('/time-clock/me', own, (c) => {
      const query = readQuery(c, ownWeekQuerySchema);
      const weekStart = query.weekStart ?? mondayOf(facilityToday(clock));
      const accountId = c.get('principal').subject;
      const answer: OwnTimesheetResponse = {
        state: clockStateOfAccount(db, accountId),
        ...readOwnWeek(db, clock, accountId, weekStart),
      };
      return c.json(answer);
    })
    .post('/time-clock/in', own, async (c) => {
      const { roomId } = await readJson(c, clockInPayloadSchema);
      return punchOwn(c, { action: 'in', roomId });
    })
    .post('/time-clock/break', own, (c) => punchOwn(c, { action: 'break' }))
    .post('/time-clock/out', own, (c) => punchOwn(c, { action: 'out' }))
    .put('/time-clock/pin', authorize(db, 'own-staff-pin:write'), async (c) => {
      const { pin } = await readJson(c, setPinPayloadSchema);
      const accountId = c.get('principal').subject;
      await limitPinChanges(c, deps, 'staff', () =>
        setAccountPin(deps, accountId, pin, true, auditSourceOf(db, c)),
      );
      return c.json({ ok: true });
    })
    .put('/staff/:id/pin', manageAccounts, async (c) => {
      const { id } = readParams(c, idParamSchema);
      const { pin } = await readJson(c, setPinPayloadSchema);
      await limitPinChanges(c, deps, 'staff', () =>
        setAccountPin(deps, id, pin, false, auditSourceOf(db, c)),
      );
      return c.json({ ok: true });
    })
    .patch('/time-clock/entries/:id', correct, async (c) => {
      const { id } = readParams(c, idParamSchema);
      const change = await readJson(c, correctEntryPayloadSchema);
      const row = correctEntry(deps, id, change, corrector(c));
      return c.json(toEntryAnswer(row));
    })
    .post('/time-clock/entries', correct, async (c) => {
      const payload = await readJson(c, addEntryPayloadSchema);
      const row = addEntry(deps, payload, corrector(c));
      return c.json(toEntryAnswer(row), 201);
    });
}

function toEntryAnswer(row: {
  id: string;
  accountId: string;
  kind: 'work' | 'break';
  roomId: string | null;
  startAt: Date;
  endAt: Date | null;
}) {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind,
    roomId: row.roomId,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt ? row.endAt.toISOString() : null,
  };
}
