/**
 * @module
 * Deleting the family's document copies from this phone, as the portal's logout does. A screen
 * that syncs the documents (My Schedule) provides its own manager's clearing, which closes the
 * open documents first; the account pages sync none, so they load the document code only when
 * the parent signs out, rather than downloading Yjs to show a balance (decision 045).
 */
import { createContext, useContext } from 'react';

type ClearFamilyCopies = () => Promise<void>;

const ClearContext = createContext<ClearFamilyCopies | null>(null);

/** Gives the screens below the clearing of a manager that holds the family's documents open. */
export const FamilyCopiesProvider = ClearContext.Provider;

/** Deletes the family's document copies, through the screen's manager if it has one. */
export function useClearFamilyCopies(): ClearFamilyCopies {
  return useContext(ClearContext) ?? clearWithoutManager;
}

async function clearWithoutManager(): Promise<void> {
  const { DocManager, syncUrl } = await import('../../lib/sync/doc-manager.ts');
  // A manager with no document open only deletes the stored copies; it opens no connection.
  await new DocManager(syncUrl(), () => null).clearDevice(['family']);
}
