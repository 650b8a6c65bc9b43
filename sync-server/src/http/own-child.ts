/**
 * @module
 * Which child a parent's request is about. A parent's week routes take the spec's fields plus an
 * optional `customerId`: one of the family's children, never another family's (403); absent, the
 * first child, as a family of one has always had it. The family always comes from the session.
 */
import type { Principal } from '@cubby/shared/access';
import { ownChildSchema } from '@cubby/shared/schemas';
import { forbidden, notFound } from './errors.ts';
import { parseOr400 } from './parse.ts';

const NOT_YOUR_CHILD = 'That child is not in your family';

/** The child a parent names (or the first child); 403 for anyone else's. */
export function ownChild(principal: Principal, customerId: string | undefined): string {
  if (principal.role !== 'customer') return forbidden();
  if (customerId === undefined) return principal.childIds[0] ?? notFound('Customer not found');
  return principal.childIds.includes(customerId) ? customerId : forbidden(NOT_YOUR_CHILD);
}

/**
 * Splits a parent's JSON body into its `customerId` (validated) and the spec's payload, which
 * its own strict schema then reads as it always has.
 */
export function splitChild(body: unknown): { customerId: string | undefined; rest: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { customerId: undefined, rest: body };
  }
  const { customerId, ...rest } = body as Record<string, unknown>;
  return { customerId: parseOr400(ownChildSchema, { customerId }).customerId, rest };
}
