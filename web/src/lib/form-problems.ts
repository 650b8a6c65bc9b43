/**
 * @module
 * The shared schemas' problems as a form shows them: the first problem of each field, by the
 * field's name, so each shows under its own control, in the words of the schema the server
 * checks too. `useFieldProblems` keeps them for a form and checks what it is about to send.
 */
import { useState } from 'react';
import type { z } from 'zod';

/** The first message per top-level field of zod `issues`. */
export function problemsOf<Field extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Partial<Record<Field, string>> {
  const found: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !found[field]) found[field] = issue.message;
  }
  return found as Partial<Record<Field, string>>;
}

/**
 * A form's problems by field, and `check`: what `schema` makes of `input` when it passes (the
 * problems then cleared), or null when it does not (each field's first problem then kept), so
 * nothing the server would refuse is sent.
 */
export function useFieldProblems<Field extends string>() {
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const check = <Data>(schema: z.ZodType<Data>, input: unknown): Data | null => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setProblems(problemsOf<Field>(parsed.error.issues));
      return null;
    }
    setProblems({});
    return parsed.data;
  };
  return { problems, check };
}
