/**
 * @module
 * The dashboard's Add Customer button (spec section 2). Its dialog and their code come when the
 * button is first wanted (issue 21), or as the button shows on a device whose service worker
 * does not hold the app yet: offline the dialog still opens, to say that adding needs a
 * connection.
 */
import { Button } from '@radix-ui/themes';
import { OnDemandOverlay } from '../../components/on-demand-overlay.tsx';
import { onDemand } from '../../lib/on-demand.ts';

const addCustomer = onDemand(
  async () => (await import('./add-customer-dialog.tsx')).AddCustomerDialog,
  { offline: true },
);

/** The 'Add Customer' button and its dialog. */
export function AddCustomerButton() {
  return (
    <OnDemandOverlay
      overlay={addCustomer}
      what="Add New Customer"
      trigger={
        <Button variant="soft">
          <span aria-hidden>+</span> Add Customer
        </Button>
      }
    >
      {(AddCustomerDialog, trigger) => <AddCustomerDialog trigger={trigger} />}
    </OnDemandOverlay>
  );
}
