/**
 * @module
 * Which action a selection of children at the kiosk allows: "Sign in" for the chosen children
 * who are not in, "Sign out" for those who are. Each button is offered only when some chosen
 * child needs it, so a parent can never sign in a child who is already in.
 */

/** A child on the Hello screen, as far as choosing an action goes. */
export interface ChoosableChild {
  id: string;
  checkedIn: boolean;
}

/** The two kiosk actions. */
export type KioskAction = 'check-in' | 'check-out';

/** The chosen children each action would apply to, in the order the screen lists them. */
export function actionsFor(
  children: readonly ChoosableChild[],
  chosen: ReadonlySet<string>,
): Record<KioskAction, string[]> {
  const picked = children.filter((child) => chosen.has(child.id));
  return {
    'check-in': picked.filter((child) => !child.checkedIn).map((child) => child.id),
    'check-out': picked.filter((child) => child.checkedIn).map((child) => child.id),
  };
}

/** The set with `id` added when absent, taken away when present. */
export function toggleChosen(chosen: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(chosen);
  if (!next.delete(id)) next.add(id);
  return next;
}
