/**
 * @module
 * A family's answer for one week as it is kept in documents: in the family's own document and,
 * mirrored by the server, in the week's confirmations document.
 */
import { z } from 'zod';
import { type ConfirmWeekPayload, storedWeekAnswerSchema } from '../schemas/confirmation.ts';

const stampsSchema = z.object({ confirmedAt: z.iso.datetime(), updatedAt: z.iso.datetime() });

/** A family's confirmation of one week: the portal's payload plus when it was first and last set. */
export type WeekConfirmation = ConfirmWeekPayload & z.infer<typeof stampsSchema>;

/**
 * Reads a stored confirmation for the given week, held to the same rules as the portal's
 * payload (a reason stored before decision 066 may be longer). A value that does not validate, or that names another week (the spec ignores a
 * confirmation whose weekStart differs from the viewed week), reads as no confirmation.
 */
export function readWeekConfirmation(value: unknown, monday: string): WeekConfirmation | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { confirmedAt, updatedAt, ...payload } = value as Record<string, unknown>;
  const stamps = stampsSchema.safeParse({ confirmedAt, updatedAt });
  const answer = storedWeekAnswerSchema.safeParse(payload);
  if (!stamps.success || !answer.success || answer.data.weekStart !== monday) return null;
  return { ...answer.data, ...stamps.data };
}

/**
 * An answer with its stamps, as `at`'s clock tells them: `updatedAt` is now, and `confirmedAt`
 * is kept from an earlier answer of the same week, else now. The portal stamps its own copy
 * with this, and the server stamps what it records with it and its own clock (see
 * docs/decisions/014-what-a-document-may-hold.md), so a device's clock never dates an answer
 * staff see.
 */
export function stampWeekConfirmation(
  previous: Pick<WeekConfirmation, 'confirmedAt'> | null,
  answer: ConfirmWeekPayload,
  at: Date,
): WeekConfirmation {
  const now = at.toISOString();
  return { ...answer, confirmedAt: previous?.confirmedAt ?? now, updatedAt: now };
}

/**
 * Whether two answers say the same: the same week, status and details, whatever order their
 * keys came in; their stamps aside. An answer given again the same is not a change (decision 066).
 */
export function sameAnswer(a: ConfirmWeekPayload, b: ConfirmWeekPayload | null): boolean {
  if (!b) return false;
  const { weekStart, status, details } = b;
  return canonicalJson(payloadOf(a)) === canonicalJson({ weekStart, status, details });
}

function payloadOf({ weekStart, status, details }: ConfirmWeekPayload): ConfirmWeekPayload {
  return { weekStart, status, details };
}

// JSON with every object's keys sorted, so the order a writer used does not count.
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([x], [y]) => (x < y ? -1 : 1)))
      : field,
  );
}
