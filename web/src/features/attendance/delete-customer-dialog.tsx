/**
 * @module
 * Deleting a customer from their card, after the spec's confirmation (section 2). Deleting
 * removes records on the server, so it needs a connection and says so when there is none.
 * Downloaded when the card's delete button is first wanted (`delete-customer-button.tsx`).
 */
import type { ReactNode } from 'react';
import { useDeleteCustomer } from '../../api/customers.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';

/** The confirmation, open as it mounts, around `trigger` (the card's delete button). */
export function DeleteCustomerDialog(props: {
  customer: { id: string; name: string };
  trigger: ReactNode;
}) {
  const { customer } = props;
  const online = useBrowserOnline();
  const deleteCustomer = useDeleteCustomer();
  return (
    <ConfirmDialog
      trigger={props.trigger}
      initiallyOpen
      title="Delete Customer"
      description={
        <>
          Are you sure you want to delete {customer.name}? This will also delete all their
          attendance records and cannot be undone.
        </>
      }
      color="red"
      disabled={!online}
      confirm="Delete"
      pendingLabel="Deleting..."
      pending={deleteCustomer.isPending}
      onConfirm={(close) =>
        // The card leaves the list when the directory document syncs the deletion.
        deleteCustomer.mutate(customer.id, { onSettled: close })
      }
    >
      <NeedsConnection online={online} mt="3" />
    </ConfirmDialog>
  );
}
