/**
 * @module
 * Who the Quick Check-in/Check-out card lists (decision 073). The spec's search, a
 * case-insensitive part of the name, finds a child in two keystrokes because the matches are
 * ranked: names that start with the letters first, then names with a word that does ("Lo" finds
 * "Ada Lovelace" before "Carlos"), then the rest, each in the directory's order. Every child who is in,
 * or was checked out in the last 10 minutes (Undo is beside them), is listed; of the others at
 * most the spec's first five, so a long roster does not push the children in off the screen.
 */
import { CHECK_IN_LIST_LIMIT } from '@cubby/shared/constants';

/** The customers the card lists for `search`, ranked; `always` names those listed whatever the limit. */
export function quickList<T extends { id: string; name: string }>(
  customers: readonly T[],
  search: string,
  always: (customerId: string) => boolean,
): T[] {
  const ranked = rankByName(customers, search);
  const shown: T[] = [];
  let others = 0;
  for (const customer of ranked) {
    if (always(customer.id)) shown.push(customer);
    else if (others < CHECK_IN_LIST_LIMIT) {
      shown.push(customer);
      others += 1;
    }
  }
  return shown;
}

/** The customers whose name holds `search` (any case), best match first; all when it is empty. */
export function rankByName<T extends { name: string }>(
  customers: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...customers];
  const ranks: T[][] = [[], [], []];
  for (const customer of customers) {
    const name = customer.name.toLowerCase();
    const at = name.indexOf(needle);
    if (at < 0) continue;
    const rank = at === 0 ? 0 : name.split(/\s+/).some((word) => word.startsWith(needle)) ? 1 : 2;
    ranks[rank]?.push(customer);
  }
  return ranks.flat();
}
