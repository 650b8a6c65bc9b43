/**
 * @module
 * Request input through the zod schemas of `@cubby/shared/schemas`, so the form and the server
 * hold a payload to one definition. A failure answers 400 naming each field and what is wrong.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** One readable line per problem: `field: message`, or the message alone for the whole input. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** Validates a value or answers 400. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return badRequest(describeIssues(parsed.error));
  return parsed.data;
}

/** The JSON body, validated. Malformed JSON is a 400 like any other bad input. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return badRequest('The request body must be JSON');
  }
  return parseOr400(schema, body);
}

/** The query string, validated; a key given several times arrives as an array. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return parseOr400(schema, query);
}

/** The path parameters, validated. */
export function readParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseOr400(schema, c.req.param());
}
