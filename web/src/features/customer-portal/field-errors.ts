/**
 * @module
 * A form's zod error as the fields show it: the first message of each field, by field name, in
 * the words of the shared schema the server checks too.
 */
import type { z } from 'zod';

/** Each field's first problem; a problem with the whole form is under ''. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
