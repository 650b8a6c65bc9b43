/**
 * @module
 * 'Revoke': a kiosk that is lost, stolen or no longer at the door stops working at once (its key's
 * next request is refused). It asks first, since only adding a new kiosk undoes it; a refusal
 * from the server shows in the dialog, which stays open.
 */
import { Button } from '@radix-ui/themes';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { toast } from '../../lib/toast-store.ts';
import type { KioskDevice } from './kiosk-list.ts';
import { useRevokeKiosk } from './kiosks-api.ts';

/** A kiosk's Revoke button and its confirmation. */
export function RevokeKioskDialog({
  device,
  disabled,
}: {
  device: KioskDevice;
  disabled: boolean;
}) {
  const revoke = useRevokeKiosk();
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="1"
          variant="soft"
          color="red"
          highContrast
          disabled={disabled}
          aria-label={`Revoke kiosk: ${device.name}`}
        >
          Revoke
        </Button>
      }
      title={<>Revoke kiosk: {device.name}</>}
      description={
        <>
          {device.name} stops working at once: nobody can sign children in or out on it. What was
          signed there stays in the records. To use the tablet again, add it as a new kiosk.
        </>
      }
      color="red"
      confirm="Revoke"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      onConfirm={(close) =>
        revoke.mutate(device.id, {
          onSuccess: () => {
            toast({ title: 'Kiosk revoked', description: `${device.name} no longer works.` });
            close();
          },
        })
      }
      onClose={revoke.reset}
    >
      <ServerRefusal error={revoke.error} mt="3" />
    </ConfirmDialog>
  );
}
