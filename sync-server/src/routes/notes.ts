/**
 * @module
 * Weekly notes per customer (spec section 7): staff notes live in the week document, financial
 * notes (owner only) in the finance document, and customer notes are the reasons families gave
 * in their confirmations, read-only here. Also the schedule notes of a week.
 */
import type { ApiAction } from '@cubby/shared/access';
import { addDays } from '@cubby/shared/dates';
import { type DocRef, setFinancialNote, setStaffNote } from '@cubby/shared/docs';
import {
  NOTE_TYPES,
  saveWeeklyNotePayloadSchema,
  weekStartQuerySchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type * as Y from 'yjs';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { fail, notFound } from '../http/errors.ts';
import { readJson, readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { toScheduleNoteJson, toWeeklyNoteJson } from '../http/serialize.ts';
import { withClientDates } from '../queries/client-dates.ts';
import { listWeekConfirmations, toCustomerNote } from '../queries/confirmations.ts';
import { requireCustomer } from '../queries/customers.ts';
import {
  type DocNoteType,
  findWeeklyNote,
  listScheduleNotesBetween,
  listWeeklyNotes,
} from '../queries/notes.ts';

interface NoteSet {
  read: ApiAction;
  write: ApiAction;
  doc: (monday: string) => DocRef;
  save: (doc: Y.Doc, customerId: string, note: string) => void;
}

// The two note sets kept in documents, and who may read and write each.
const NOTE_SETS: Record<DocNoteType, NoteSet> = {
  staff: {
    read: 'staff-notes:read',
    write: 'staff-notes:write',
    doc: (monday) => ({ kind: 'week', monday }),
    save: setStaffNote,
  },
  financial: {
    read: 'finance:read',
    write: 'finance:write',
    doc: (monday) => ({ kind: 'finance', monday }),
    save: setFinancialNote,
  },
};

/** Notes routes, mounted under /api. */
export function notesRoutes({ db, registry }: RouteDeps) {
  const app = new Hono<AppEnv>();

  for (const [noteType, set] of Object.entries(NOTE_SETS) as [DocNoteType, NoteSet][]) {
    app.get(`/weekly-notes/${noteType}`, authorize(db, set.read), (c) => {
      const { weekStart } = readQuery(c, weekStartQuerySchema);
      return c.json(listWeeklyNotes(db, weekStart, noteType).map(toWeeklyNoteJson));
    });

    app.post(`/weekly-notes/${noteType}`, authorize(db, set.write), async (c) => {
      const { customerId, weekStart, note } = await readJson(c, saveWeeklyNotePayloadSchema);
      requireCustomer(db, customerId);
      registry.writeNow(
        set.doc(weekStart),
        (doc) => set.save(doc, customerId, note),
        auditSourceOf(db, c),
      );
      const key = { customerId, weekStart, noteType };
      const row = findWeeklyNote(db, key);
      // Clearing a note that was never written changes no document, so there is no row: answer
      // with the empty note it stands for.
      return c.json(
        row
          ? toWeeklyNoteJson(row)
          : { id: null, ...key, note: '', createdAt: null, updatedAt: null },
      );
    });
  }

  return app
    .get('/weekly-notes/customer', authorize(db, 'confirmations:read'), (c) => {
      const { weekStart } = readQuery(c, weekStartQuerySchema);
      return c.json(listWeekConfirmations(db, weekStart).map(toCustomerNote));
    })
    .post('/weekly-notes/customer', () =>
      fail(405, 'Customer notes are read-only: families write them from the customer portal'),
    )
    .on(['GET', 'POST'], '/weekly-notes/:noteType', (c) =>
      notFound(
        `Unknown note type "${c.req.param('noteType')}": expected one of ${NOTE_TYPES.join(', ')}`,
      ),
    )

    .get('/schedule-notes/weekly', authorize(db, 'confirmations:read'), (c) => {
      const { weekStart } = readQuery(c, weekStartQuerySchema);
      // "In that week" is Monday to Sunday: a note dated on the weekend still belongs to it.
      const sunday = withClientDates(() => addDays(weekStart, 6));
      return c.json(listScheduleNotesBetween(db, weekStart, sunday).map(toScheduleNoteJson));
    });
}
