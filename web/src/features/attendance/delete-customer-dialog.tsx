/**
 * @module
 * Deleting a customer from their card, after the spec's confirmation (section 2). Deleting
 * removes records on the server, so it needs a connection and says so when there is none.
 */
import { IconButton } from '@radix-ui/themes';
import { type ComponentProps, useState } from 'react';
import { useDeleteCustomer } from '../../api/customers.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';

/**
 * The delete button of a customer card and its confirm dialog. The grid shows a hundred cards and
 * deleting is rare, so each card starts with the button alone; the dialog, its connection watch
 * and its request mount when the button is first pressed, open (issue 21).
 */
export function DeleteCustomerDialog({ customer }: { customer: { id: string; name: string } }) {
  const [pressed, setPressed] = useState(false);
  if (pressed) return <DeleteCustomerConfirm customer={customer} />;
  return (
    <DeleteButton
      name={customer.name}
      // As the dialog's own trigger says, before the dialog exists.
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setPressed(true)}
    />
  );
}

function DeleteButton({
  name,
  ...rest
}: { name: string } & Omit<ComponentProps<typeof IconButton>, 'children'>) {
  return (
    <IconButton variant="ghost" color="red" aria-label={`Delete ${name}`} {...rest}>
      <TrashIcon />
    </IconButton>
  );
}

function DeleteCustomerConfirm({ customer }: { customer: { id: string; name: string } }) {
  const online = useBrowserOnline();
  const deleteCustomer = useDeleteCustomer();
  return (
    <ConfirmDialog
      trigger={<DeleteButton name={customer.name} />}
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
