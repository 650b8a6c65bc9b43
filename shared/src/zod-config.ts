/**
 * @module
 * Zod compiles object schemas into functions with `new Function` when it may. The web app's
 * Content-Security-Policy forbids evaluating strings (decision 015), so zod's probe for it would
 * be refused and reported as a violation on every screen that validates; the browser turns it
 * off before any schema runs. The server keeps the compiled, faster parsers.
 */
import { config } from 'zod/v4/core';

/** Makes zod validate without generating code (for pages under a CSP without 'unsafe-eval'). */
export function validateWithoutEval(): void {
  config({ jitless: true });
}
