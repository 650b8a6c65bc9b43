/**
 * @module
 * How Cubby compares and spells people's names: folded to plain lower-case letters and digits,
 * so 'Zoë Martínez', 'zoe  martinez' and 'ZOË MARTÍNEZ' are one name. The parent login's
 * username (spec: firstname.lastname in lowercase) and the question staff are asked when a new
 * child has the name of one already enrolled both follow from it.
 */

// Letters NFD does not decompose into a base letter and a mark.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The words of a name, folded: lower case, accents dropped, letters such as ß spelled out, and
 * anything but a-z and 0-9 removed from each word ("O'Brien" → "obrien").
 */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTER_FOLDS[letter] ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length > 0);
}

/** Whether two names are the same once folded ('Zoë  Martínez' and 'zoe martinez'). */
export function isSameName(a: string, b: string): boolean {
  const left = nameWords(a).join(' ');
  return left.length > 0 && left === nameWords(b).join(' ');
}

// Words that belong to the surname that follows them ('Van der Berg', 'de la Cruz').
const SURNAME_PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'du',
  'la',
  'le',
  'st',
  'ter',
  'ten',
  'bin',
  'ibn',
]);

/**
 * The login a name gets (the portal's hint: firstname.lastname in lowercase), folded. The first
 * name is the first word ('Mary-Jane' → 'maryjane'); the last name is the last word with the
 * particles before it ('Van der Berg' → 'vanderberg'), middle names left out ('Grace Brewster
 * Murray Hopper' → 'grace.hopper'). One word gives that word; a name with nothing usable gives
 * 'family'.
 */
export function usernameFor(name: string): string {
  const words = nameWords(name);
  const first = words[0];
  if (!first) return 'family';
  if (words.length === 1) return first;
  let start = words.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(words[start - 1] ?? '')) start -= 1;
  return `${first}.${words.slice(start).join('')}`;
}

/**
 * A username as a person types it, folded as usernames are spelled: 'Chloé.Lefèvre ' and
 * 'chloe.lefevre' are one login.
 */
export function foldUsername(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTER_FOLDS[letter] ?? '');
}
