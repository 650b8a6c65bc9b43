/**
 * @module
 * Says when the device is offline and how many changes wait for the server, so staff know their
 * check-ins are safe and will be sent. High-contrast badges: the soft ones fall below WCAG AA.
 */
import { Badge } from '@radix-ui/themes';
import { countOf } from '../lib/format.ts';
import { useSyncStatus } from '../lib/sync/sync-context.tsx';

/** 'Online', or 'Offline' with the number of changes waiting. */
export function ConnectionStatus() {
  const { online, pending } = useSyncStatus();
  if (online) {
    return (
      <Badge color="green" highContrast role="status" aria-live="polite">
        Online
      </Badge>
    );
  }
  return (
    <Badge color="amber" highContrast role="status" aria-live="polite">
      Offline
      {pending > 0 ? ` · ${countOf(pending, 'change', 'changes')} waiting to sync` : ''}
    </Badge>
  );
}
