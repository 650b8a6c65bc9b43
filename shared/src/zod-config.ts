/**
 * @module
 * Zod compiles object schemas into functions with `new Function` when it may. The web app's
 * Content-Security-Policy forbids evaluating strings (decision 015), so zod's probe for it would
 * be refused and reported as a violation on every screen that validates; the browser turns it
 * off before any schema runs. The server keeps the compiled, faster parsers.
 */

// zod keeps its configuration on this global (what `config()` of zod/v4/core reads and writes),
// so the app's start can set it without downloading zod, which only the screens that validate
// need (decision 045). zod-config.test.ts checks that zod reads it.
const ZOD_CONFIG_GLOBAL = '__zod_globalConfig';

/** Makes zod validate without generating code (for pages under a CSP without 'unsafe-eval'). */
export function validateWithoutEval(): void {
  const holder = globalThis as { [ZOD_CONFIG_GLOBAL]?: { jitless?: boolean } };
  // Changed in place: a zod already loaded holds this very object.
  holder[ZOD_CONFIG_GLOBAL] ??= {};
  holder[ZOD_CONFIG_GLOBAL].jitless = true;
}
