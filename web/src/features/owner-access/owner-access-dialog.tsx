/**
 * @module
 * The 'Owner Access Required' dialog the Financial button opens (spec section 2), downloaded when
 * the button is first wanted (`owner-access-button.tsx`).
 */
import { Dialog } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import { OwnerAccessForm } from './owner-access-form.tsx';

/** The dialog, open as it mounts, around `trigger` (the Financial button). */
export function OwnerAccessDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>Owner Access Required</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Enter the owner credentials to open the financial dashboard.
        </Dialog.Description>
        {/* Mounted per opening, so a closed dialog forgets what was typed. */}
        <OwnerAccessForm onGranted={() => setOpen(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
