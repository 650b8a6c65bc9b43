/**
 * @module
 * The documents a signed-in staff device syncs (Yjs, IndexedDB, the sync socket). Loaded only
 * once someone is signed in, so the sign-in screen downloads none of it. When the server ends
 * the session (the owner deactivated the person, or reset their password), it closes the staff
 * documents with 4401 and the device goes to the sign-in screen at once.
 */

import type { DocRef } from '@cubby/shared/docs';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { CURRENT_USER_KEY, rememberedUser } from '../../lib/current-user.ts';
import { knownFacilityToday } from '../../lib/facility-clock.ts';
import { nextTask } from '../../lib/next-task.ts';
import { DocManager, syncUrl } from '../../lib/sync/doc-manager.ts';
import { openFirstDocuments } from '../../lib/sync/first-documents.ts';
import { SyncProvider } from '../../lib/sync/sync-context.tsx';
import { SESSION_REFUSALS } from '../../lib/sync/synced-doc.ts';
import { readToken } from '../../lib/tokens.ts';
import { useUserMay } from '../../lib/user-may.ts';
import { DeskScreenNote } from './desk-screen-note.tsx';

let current: { session: string; manager: DocManager } | null = null;

/**
 * The document manager of this session, kept outside React: the first render of a staff screen
 * is thrown away once (a lazy part suspends), and a manager made in it stayed behind with every
 * document of the screen open and connected while the next render opened them all again, a few
 * hundred milliseconds later on a tablet (issue 21). A new user or a new sign-in (a new token:
 * after a refusal the documents must connect with it) is a new manager.
 */
function managerFor(userId: string): DocManager {
  const token = readToken('staff');
  // Signing out clears the token before the screen goes; until then the manager stays.
  if (current && token === null) return current.manager;
  const session = `${userId} ${token}`;
  if (current?.session !== session) {
    // Finance documents open with the owner's token (issue 5); every other with the staff one.
    const tokenFor = (ref: DocRef) => readToken(ref.kind === 'finance' ? 'owner' : 'staff');
    current = { session, manager: new DocManager(syncUrl(), tokenFor) };
    openFirstDocuments(current.manager, knownFacilityToday());
  }
  return current.manager;
}

/**
 * Opens the remembered user's first documents as soon as this code has run (decision 050): their
 * IndexedDB copies are then read while the app's own code still runs and the first screen
 * renders. The gate's first render, with the same user, finds the same manager.
 */
export async function openRememberedSession(): Promise<void> {
  const user = rememberedUser();
  // A first password opens nothing but its own change (decision 019).
  if (!user || user.requiresPasswordChange) return;
  // The documents open by today's date. The page's first date loads the browser's time zone
  // data, a long step on a tablet, so it runs in a task of its own (issue 21).
  knownFacilityToday();
  await nextTask();
  managerFor(user.id);
}

/**
 * Opens the signed-in user's documents for the screens below. On a front-desk screen (`desk`), a
 * person whose session may not do the desk's work (an owner's, decision 072) reads why first.
 */
export function StaffSync({
  userId,
  desk,
  children,
}: {
  userId: string;
  desk: boolean;
  children: ReactNode;
}) {
  const manager = managerFor(userId);
  const mayDoDeskWork = useUserMay('attendance:write');
  useEffect(() => {
    // Offline work must survive the browser's storage eviction (DESIGN section 6).
    void navigator.storage?.persist?.();
  }, []);
  useSignInAgainWhenEnded(manager);
  return (
    <SyncProvider manager={manager}>
      {desk && !mayDoDeskWork ? <DeskScreenNote /> : null}
      {children}
    </SyncProvider>
  );
}

/**
 * Asks the server again who is signed in when it refuses a staff document to this session (4401
 * ended, 4403 no longer allowed); its 401 then shows the sign-in screen. A refused finance document is the owner's token,
 * which the owner gate handles. The device's copies and unsent changes stay.
 */
function useSignInAgainWhenEnded(manager: DocManager): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let asked = false;
    const stop = manager.subscribe(() => {
      if (asked) return;
      const ended = manager
        .refusals()
        .some(({ ref, code }) => ref.kind !== 'finance' && SESSION_REFUSALS.has(code));
      if (!ended) return;
      asked = true;
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    });
    return () => {
      stop();
    };
  }, [manager, queryClient]);
}
