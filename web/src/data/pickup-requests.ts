/**
 * @module
 * Pick-up people parents proposed and staff have not approved yet, from the `directory`
 * document: live on every staff device, so a proposal made on a phone shows at the desk at once.
 */
import type { DirectoryFamily } from '@cubby/shared/docs';
import { useEffect, useMemo, useRef } from 'react';
import { useDocOnline, useSyncedDoc } from '../lib/sync/sync-context.tsx';
import { useDirectoryFamilies } from './directory-family.ts';

/** One proposal waiting for staff. */
export interface PickupRequest {
  contactId: string;
  familyId: string;
  familyName: string;
}

/** Every proposal waiting for staff, in the families' order. */
export function pendingPickups(families: readonly DirectoryFamily[]): PickupRequest[] {
  return families.flatMap((family) =>
    family.contacts
      .filter((contact) => !contact.approved)
      .map((contact) => ({
        contactId: contact.id,
        familyId: family.id,
        familyName: family.name,
      })),
  );
}

/**
 * The proposals waiting for staff, and `onNew` called for each one that arrives while the
 * screen is open: those the server already held when this device synced are not news.
 */
export function usePickupRequests(onNew?: (request: PickupRequest) => void): PickupRequest[] {
  const families = useDirectoryFamilies();
  const requests = useMemo(() => pendingPickups(families), [families]);
  const online = useDocOnline(useSyncedDoc({ kind: 'directory' }));
  const known = useRef<Set<string> | null>(null);
  const tell = useRef(onNew);
  tell.current = onNew;
  useEffect(() => {
    if (!online) return;
    if (known.current === null) {
      known.current = new Set(requests.map((request) => request.contactId));
      return;
    }
    for (const request of requests) {
      if (known.current.has(request.contactId)) continue;
      known.current.add(request.contactId);
      tell.current?.(request);
    }
  }, [requests, online]);
  return requests;
}
