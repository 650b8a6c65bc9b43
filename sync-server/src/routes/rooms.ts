/**
 * @module
 * Rooms (DESIGN section 7, "Rooms, ratios and the staff time clock"; decision 039): everyone on
 * staff reads the rooms and next week's plan; the owner adds, changes and takes rooms out of use,
 * and puts children in them. The work is in `services/rooms/`.
 */
import { addDays, mondayOf } from '@cubby/shared/dates';
import { facilityToday } from '@cubby/shared/facility-clock';
import {
  createRoomPayloadSchema,
  roomIdParamSchema,
  roomPlanQuerySchema,
  updateRoomPayloadSchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { readJson, readParams, readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { assignSuggestedRooms, listAssignments } from '../services/rooms/child-rooms.ts';
import { readRoomPlan } from '../services/rooms/room-plan.ts';
import {
  archiveRoom,
  changeRoom,
  createRoom,
  createSuggestedRooms,
  listRooms,
} from '../services/rooms/rooms.ts';

/** Room routes, mounted under /api. */
export function roomsRoutes(deps: RouteDeps) {
  const { db } = deps;
  const read = authorize(db, 'rooms:read');
  const write = authorize(db, 'rooms:write');
  return new Hono<AppEnv>()
    .get('/rooms', read, (c) => c.json(listRooms(db)))
    .post('/rooms', write, async (c) => {
      const rule = await readJson(c, createRoomPayloadSchema);
      const room = createRoom(deps, rule, auditSourceOf(db, c));
      return c.json(
        listRooms(db).find((each) => each.id === room.id),
        201,
      );
    })
    .post('/rooms/suggested', write, (c) => {
      createSuggestedRooms(deps, auditSourceOf(db, c));
      return c.json(listRooms(db), 201);
    })
    .get('/rooms/assignments', read, (c) => c.json(listAssignments(deps)))
    .post('/rooms/assign-suggested', write, (c) => {
      return c.json({ assigned: assignSuggestedRooms(deps, auditSourceOf(db, c)) });
    })
    .get('/rooms/plan', authorize(db, 'ratios:read'), (c) => {
      const { weekStart } = readQuery(c, roomPlanQuerySchema);
      const nextWeek = mondayOf(addDays(facilityToday(deps.clock), 7));
      return c.json(readRoomPlan(db, weekStart ?? nextWeek));
    })
    .patch('/rooms/:id', write, async (c) => {
      const { id } = readParams(c, roomIdParamSchema);
      const patch = await readJson(c, updateRoomPayloadSchema);
      changeRoom(deps, id, patch, auditSourceOf(db, c));
      return c.json(listRooms(db).find((each) => each.id === id));
    })
    .delete('/rooms/:id', write, (c) => {
      const { id } = readParams(c, roomIdParamSchema);
      archiveRoom(deps, id, auditSourceOf(db, c));
      return c.json({ ok: true });
    });
}
