/**
 * @module
 * zod and the schemas the staff screens and My Schedule read with (the build's `schemas` chunk:
 * importing any module of it runs all of it), asked for before the code that uses them. Asked
 * for at the same moment, their chunk usually arrives first and runs in a task of its own; a
 * cheap tablet otherwise ran it inside the documents' code, one task of 100-160 ms (decision 056).
 * Arriving last, it runs inside that code as before: never later than without this.
 */

/** Starts the download of the schemas' chunk; call it just before importing the code that needs it. */
export function askForSchemasFirst(): void {
  void import('@cubby/shared/date-schemas');
}
