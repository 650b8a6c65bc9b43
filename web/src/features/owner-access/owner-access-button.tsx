/**
 * @module
 * The Financial button of the attendance screen (spec section 2). For a staff session it opens
 * the 'Owner Access Required' dialog, whose form and code come when the button is first pressed
 * (issue 21; signing in as the owner needs the server, so it is not downloaded ahead for offline
 * use). An owner signed in on the sign-in page goes straight to /financial (decision 072).
 */
import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { OnDemandOverlay } from '../../components/on-demand-overlay.tsx';
import { onDemand } from '../../lib/on-demand.ts';
import { useUserMay } from '../../lib/user-may.ts';

const ownerAccess = onDemand(
  async () => (await import('./owner-access-dialog.tsx')).OwnerAccessDialog,
);

/** The Financial button with its owner access dialog, or the owner's link. */
export function OwnerAccessButton() {
  if (useUserMay('finance:read')) {
    return (
      <Button asChild variant="outline" highContrast>
        <Link to="/financial">Financial</Link>
      </Button>
    );
  }
  return (
    <OnDemandOverlay
      overlay={ownerAccess}
      what="Owner Access"
      trigger={
        <Button variant="outline" highContrast>
          Financial
        </Button>
      }
    >
      {(OwnerAccessDialog, trigger) => <OwnerAccessDialog trigger={trigger} />}
    </OnDemandOverlay>
  );
}
