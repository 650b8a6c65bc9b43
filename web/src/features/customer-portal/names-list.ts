/**
 * @module
 * Names joined as a sentence says them: 'Maya', 'Maya and Leo', 'Maya, Leo, and Sam'.
 */

const LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** The names as one phrase. */
export function namesList(names: readonly string[]): string {
  return LIST.format(names);
}
