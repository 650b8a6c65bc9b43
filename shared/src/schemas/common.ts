/**
 * @module
 * Building blocks the entity and payload schemas share: ids, timestamps, bounded text, and the
 * date and money schemas re-exported so `@cubby/shared/schemas` offers every schema.
 */
import { z } from 'zod';

export { isoDateSchema, mondaySchema, timeOfDaySchema } from '../date-schemas.ts';
export { moneySchema, moneyStringSchema, moneyValueSchema } from '../money-schemas.ts';

/** Longest free text a payload may carry in one field (reasons, short notes). */
export const MAX_TEXT_LENGTH = 2000;

/** Zod schema for a record id: any non-empty string (the Yjs projections key some records). */
export const idSchema = z.string().min(1, { error: 'id must not be empty' }).max(200);

/** Zod schema for a customer id, a generated UUID (spec section 3). */
export const customerIdSchema = z.guid({
  error: (issue) =>
    issue.input === undefined ? 'customerId is required' : 'customerId must be a UUID',
});

/** Zod schema for an ISO 8601 timestamp such as '2026-11-16T14:05:00.000Z'. */
export const isoTimestampSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 timestamp like 2026-11-16T14:05:00.000Z',
});

/** An optional free-text field: absent, null or a string of at most `maxLength` characters. */
export function optionalText(maxLength = MAX_TEXT_LENGTH) {
  return z
    .string()
    .max(maxLength, { error: `Must be at most ${maxLength} characters` })
    .nullish();
}

/** An entity column that may be null: missing reads as null (spec 5: nullable means optional). */
export function nullableColumn<T extends z.core.SomeType>(schema: T) {
  return z._default(z.nullable(schema), null);
}
