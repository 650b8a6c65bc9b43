/**
 * @module
 * Finding a family on the family list by any name staff remember: a child's or a guardian's,
 * ignoring case and accents, so 'zoe' finds Zoë and 'MARTINEZ' finds Martínez.
 */
import type { FamilySummaryResponse } from '@cubby/shared/schemas';

/** A name folded for comparison: lower case, accents dropped, spaces around it trimmed. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The families with a child, a guardian or a family name containing `search`; all when empty. */
export function searchFamilies<
  T extends Pick<FamilySummaryResponse, 'name' | 'children' | 'guardians'>,
>(families: ReadonlyArray<T>, search: string): T[] {
  const needle = foldName(search);
  if (!needle) return [...families];
  return families.filter((family) =>
    [family.name, ...family.children.map((child) => child.name), ...family.guardians].some((name) =>
      foldName(name).includes(needle),
    ),
  );
}
