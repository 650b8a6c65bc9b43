/**
 * @module
 * Weekly confirmations (spec section 4): staff read every family's answer for a week and answer
 * its extra-day request; a parent reads, sets and undoes the answer of each child of their own
 * family. A parent's family always comes from their session, never from the payload; a child of
 * another family is refused. Writes go through the family document of that one week, so undoing
 * a week can never touch another, and staff's answer reaches the family's phone live.
 */
import { isAnswerableWeek, outsideAnswerWindowMessage } from '@cubby/shared/answer-window';
import { checkWeekAnswer } from '@cubby/shared/confirmation-rules';
import {
  clearFamilyConfirmation,
  getFamilyConfirmation,
  setExtraDayDecision,
  setFamilyConfirmation,
} from '@cubby/shared/docs';
import { facilityToday } from '@cubby/shared/facility-clock';
import {
  confirmationParamSchema,
  confirmWeekPayloadSchema,
  extraDayDecisionPayloadSchema,
  ownChildSchema,
  undoWeekPayloadSchema,
  weekStartQuerySchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { limitParentWrites } from '../http/limit-parent-writes.ts';
import { ownChild, splitChild } from '../http/own-child.ts';
import { parseOr400, readJson, readParams, readQuery } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { toConfirmationJson } from '../http/serialize.ts';
import { findWeekConfirmation, listWeekConfirmations } from '../queries/confirmations.ts';
import { findCustomer } from '../queries/customers.ts';

/** Confirmation routes, mounted under /api. */
export function confirmationsRoutes({ db, registry, clock }: RouteDeps) {
  const ownWeek = authorize(db, 'own-week:write');
  const parentWrite = limitParentWrites(db, () => clock.now());

  // A family answers, or undoes, only the weeks of the answer window (decision 066).
  const requireAnswerableWeek = (weekStart: string) => {
    const today = facilityToday(clock);
    if (!isAnswerableWeek(weekStart, today)) badRequest(outsideAnswerWindowMessage(today));
  };

  // The stored confirmation of a family's week, as the API returns it; null for "none".
  const confirmationOf = (customerId: string, weekStart: string) => {
    const row = findWeekConfirmation(db, customerId, weekStart);
    return row ? toConfirmationJson(row) : null;
  };

  return (
    new Hono<AppEnv>()
      .get('/confirmations/weekly', authorize(db, 'confirmations:read'), (c) => {
        const { weekStart } = readQuery(c, weekStartQuerySchema);
        return c.json(listWeekConfirmations(db, weekStart).map(toConfirmationJson));
      })

      // Staff's answer to the extra-day request the family holds now; answering again replaces
      // it. The decision names the day it answers, so a request moved to another day is open
      // again (decision 025).
      .post('/confirmations/decision', authorize(db, 'confirmations:decide'), async (c) => {
        const { customerId, weekStart, decision, message } = await readJson(
          c,
          extraDayDecisionPayloadSchema,
        );
        if (!findCustomer(db, customerId)) return notFound('Customer not found');
        const ref = { kind: 'family', customerId, monday: weekStart } as const;
        const answer = getFamilyConfirmation(registry.open(ref).ydoc, weekStart);
        const day =
          answer?.status === 'extra_day_request' ? answer.details.requestExtraDay : undefined;
        if (!day) return conflict('This family has no extra-day request to answer for that week');
        const source = auditSourceOf(db, c);
        registry.writeNow(
          ref,
          (doc) =>
            setExtraDayDecision(doc, {
              day,
              decision,
              message,
              decidedAt: clock.now().toISOString(),
              decidedBy: source.actor.name,
            }),
          source,
        );
        return c.json(confirmationOf(customerId, weekStart));
      })

      // The week confirmation itself, as spec section 7 reads: the stored answer, or null when
      // the family has not answered that week.
      // `?customerId=` names one of the family's children; absent, the first.
      .get('/customer/confirmation/:weekStart', ownWeek, (c) => {
        const { weekStart } = readParams(c, confirmationParamSchema);
        const { customerId } = readQuery(c, ownChildSchema);
        return c.json(confirmationOf(ownChild(c.get('principal'), customerId), weekStart));
      })

      .post('/customer/schedule/confirm-week', ownWeek, parentWrite, async (c) => {
        const body = splitChild(await readJson(c, z.unknown()));
        const customerId = ownChild(c.get('principal'), body.customerId);
        // The spec's fields, held to their strict schema as before.
        const { weekStart, status, details } = parseOr400(confirmWeekPayloadSchema, body.rest);
        requireAnswerableWeek(weekStart);
        const customer = findCustomer(db, customerId);
        if (!customer) return notFound('Customer not found');
        // Every rule of an answer, as the sync path and the portal check it; the schema already
        // held the payload's own rules, so what is left is the family's default days.
        const [problem] = checkWeekAnswer({ weekStart, status, details }, customer);
        if (problem) badRequest(problem.message);
        // The same answer given again writes nothing: no change, no audit entry (decision 066).
        registry.writeNow(
          { kind: 'family', customerId, monday: weekStart },
          (doc) => {
            setFamilyConfirmation(doc, { weekStart, status, details }, new Date());
          },
          auditSourceOf(db, c),
        );
        return c.json(confirmationOf(customerId, weekStart));
      })

      // Undoing a week that has no answer is not an error: the week is already "none".
      .post('/customer/schedule/undo-week', ownWeek, parentWrite, async (c) => {
        const body = splitChild(await readJson(c, z.unknown()));
        const customerId = ownChild(c.get('principal'), body.customerId);
        const { weekStart } = parseOr400(undoWeekPayloadSchema, body.rest);
        requireAnswerableWeek(weekStart);
        registry.writeNow(
          { kind: 'family', customerId, monday: weekStart },
          (doc) => clearFamilyConfirmation(doc),
          auditSourceOf(db, c),
        );
        return c.json({ ok: true });
      })
  );
}
