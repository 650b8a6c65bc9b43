/**
 * @module
 * Writes a child's answer for a week into that child's family document. The server refuses a
 * family's update that breaks any answer rule (and closes the connection, decision 014), so an
 * answer that breaks one is never written: the same rules, from the same function the server
 * asks. One child's answer from its panel and the whole family's confirmation both come here.
 */
import { checkWeekAnswer, type DefaultDays } from '@cubby/shared/confirmation-rules';
import { setFamilyConfirmation, type WeekConfirmation } from '@cubby/shared/docs';
import {
  type ConfirmationDetails,
  type ConfirmationStatus,
  confirmWeekPayloadSchema,
} from '@cubby/shared/schemas';
import type * as Y from 'yjs';

/** Saves the answer for the week of `monday`; throws, writing nothing, when a rule is broken. */
export function saveWeekAnswer(
  doc: Y.Doc,
  answer: { monday: string; status: ConfirmationStatus; details: ConfirmationDetails },
  days: DefaultDays,
  at: Date,
): WeekConfirmation {
  const payload = confirmWeekPayloadSchema.parse({
    weekStart: answer.monday,
    status: answer.status,
    details: answer.details,
  });
  const [problem] = checkWeekAnswer(payload, days);
  if (problem) throw new Error(problem.message);
  return setFamilyConfirmation(doc, payload, at);
}
