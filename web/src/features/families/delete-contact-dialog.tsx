/**
 * @module
 * 'Remove': takes a contact off the family, after a confirmation. Removing a guardian ends their
 * parent login (decision 022), so the dialog says so.
 */
import { Button } from '@radix-ui/themes';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useDeleteContact } from './contacts-api.ts';
import type { ContactView } from './family-view.ts';

/** The Remove button of a contact and its confirmation. */
export function DeleteContactDialog(props: {
  contact: ContactView;
  familyId: string;
  disabled: boolean;
}) {
  const { contact } = props;
  const remove = useDeleteContact(props.familyId);
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="1"
          variant="soft"
          color="red"
          disabled={props.disabled}
          aria-label={`Remove contact: ${contact.name}`}
        >
          Remove
        </Button>
      }
      title={<>Remove {contact.name}?</>}
      description={
        <>
          {contact.name} will no longer be a contact of this family
          {contact.login ? ', and their parent login stops working' : ''}. Past activity stays in
          the log.
        </>
      }
      color="red"
      confirm="Remove"
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={(close) => remove.mutate(contact.id, { onSuccess: close })}
      onClose={remove.reset}
    >
      <ServerRefusal error={remove.error} mt="3" />
    </ConfirmDialog>
  );
}
