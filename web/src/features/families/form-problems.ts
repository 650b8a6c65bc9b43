/**
 * @module
 * The shared schemas' problems as a form shows them: the first problem of each field, by the
 * field's name, so each shows under its own control.
 */

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
