/**
 * @module
 * The delete button of a customer card. The grid shows a hundred cards and deleting is rare, so
 * each card starts with the button alone; the confirmation, its connection watch, its request and
 * their code come when the button is first pressed, open (issue 21).
 */
import { IconButton } from '@radix-ui/themes';
import { OnDemandOverlay } from '../../components/on-demand-overlay.tsx';
import { onDemand } from '../../lib/on-demand.ts';

const deleteCustomer = onDemand(
  async () => (await import('./delete-customer-dialog.tsx')).DeleteCustomerDialog,
);

/** The delete button of `customer`'s card and the confirmation it opens. */
export function DeleteCustomerButton({ customer }: { customer: { id: string; name: string } }) {
  return (
    <OnDemandOverlay
      overlay={deleteCustomer}
      what="Delete Customer"
      trigger={
        <IconButton variant="ghost" color="red" aria-label={`Delete ${customer.name}`}>
          <TrashIcon />
        </IconButton>
      }
    >
      {(DeleteCustomerDialog, trigger) => (
        <DeleteCustomerDialog customer={customer} trigger={trigger} />
      )}
    </OnDemandOverlay>
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
