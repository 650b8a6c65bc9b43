/**
 * @module
 * Deleting a customer from their card, after the spec's confirmation (section 2). Deleting
 * removes records on the server, so it needs a connection and says so when there is none.
 */
import { AlertDialog, IconButton } from '@radix-ui/themes';
import { useState } from 'react';
import { useDeleteCustomer } from '../../api/customers.ts';
import { AlertDialogActions } from '../../components/alert-dialog-actions.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';

/** The delete button of a customer card and its confirm dialog. */
export function DeleteCustomerDialog({ customer }: { customer: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const online = useBrowserOnline();
  const deleteCustomer = useDeleteCustomer();
  const confirm = () =>
    deleteCustomer.mutate(customer.id, {
      // The card leaves the list when the directory document syncs the deletion.
      onSettled: () => setOpen(false),
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger>
        <IconButton variant="ghost" color="red" aria-label={`Delete ${customer.name}`}>
          <TrashIcon />
        </IconButton>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>Delete Customer</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Are you sure you want to delete {customer.name}? This will also delete all their
          attendance records and cannot be undone.
        </AlertDialog.Description>
        <NeedsConnection online={online} mt="3" />
        <AlertDialogActions
          color="red"
          disabled={!online}
          onConfirm={confirm}
          pending={deleteCustomer.isPending}
          pendingLabel="Deleting..."
        >
          Delete
        </AlertDialogActions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M5.5 1h4M2 3h11M3.5 3l.6 9.1a1 1 0 0 0 1 .9h4.8a1 1 0 0 0 1-.9L11.5 3M6 6v4.5M9 6v4.5"
        stroke="currentColor"
        strokeLinecap="round"
      />
    </svg>
  );
}
