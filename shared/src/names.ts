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

/**
 * The login a name gets (spec: firstname.lastname in lowercase): first and last word, folded;
 * one word gives that word, a name with nothing usable gives 'family'.
 */
export function usernameFor(name: string): string {
  const words = nameWords(name);
  const first = words[0];
  const last = words.at(-1);
  if (!first) return 'family';
  return words.length === 1 ? first : `${first}.${last}`;
}
