/**
 * @module
 * The Financial button of the attendance screen (spec section 2). The 'Owner Access Required'
 * dialog it opens, with its form and their code, comes when the button is first pressed (issue
 * 21); signing in as the owner needs the server, so it is not downloaded ahead for offline use.
 */
import { Button } from '@radix-ui/themes';
import { OnDemandOverlay } from '../../components/on-demand-overlay.tsx';
import { onDemand } from '../../lib/on-demand.ts';

const ownerAccess = onDemand(
  async () => (await import('./owner-access-dialog.tsx')).OwnerAccessDialog,
);

/** The Financial button with its owner access dialog. */
export function OwnerAccessButton() {
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
