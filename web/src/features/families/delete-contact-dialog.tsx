/**
 * @module
 * 'Remove': takes a contact off the family, after a confirmation. Removing a guardian ends their
 * parent login (decision 022), so the dialog says so.
 */
import { AlertDialog, Button } from '@radix-ui/themes';
import { useState } from 'react';
import { AlertDialogActions } from '../../components/alert-dialog-actions.tsx';
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
  const [open, setOpen] = useState(false);
  const remove = useDeleteContact(props.familyId);
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) remove.reset();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger>
        <Button
          size="1"
          variant="soft"
          color="red"
          disabled={props.disabled}
          aria-label={`Remove contact: ${contact.name}`}
        >
          Remove
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>Remove {contact.name}?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {contact.name} will no longer be a contact of this family
          {contact.login ? ', and their parent login stops working' : ''}. Past activity stays in
          the log.
        </AlertDialog.Description>
        <ServerRefusal error={remove.error} mt="3" />
        <AlertDialogActions
          color="red"
          onConfirm={() => remove.mutate(contact.id, { onSuccess: () => setOpen(false) })}
          pending={remove.isPending}
          pendingLabel="Removing..."
        >
          Remove
        </AlertDialogActions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
