/**
 * @module
 * A change to a person that ends their sessions (deactivating them, changing their role) asks
 * first, and says what will happen; a refusal from the server (the last active owner) shows in
 * the dialog, which stays open.
 */
import type { UpdateStaffPayload } from '@cubby/shared/schemas';
import { AlertDialog, Button } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import { AlertDialogActions } from '../../components/alert-dialog-actions.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { nameOf, type Person, useUpdatePerson } from './people-api.ts';

/** A row button that opens a confirmation, then sends `patch` for `person`. */
export function ConfirmPersonChange(props: {
  person: Person;
  patch: UpdateStaffPayload;
  /** The button's text, also the dialog's title and its confirm button. */
  action: string;
  pendingLabel: string;
  description: ReactNode;
  color?: 'red';
}) {
  const [open, setOpen] = useState(false);
  const update = useUpdatePerson();
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) update.reset();
  };
  const confirm = () =>
    update.mutate({ id: props.person.id, patch: props.patch }, { onSuccess: () => setOpen(false) });

  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger>
        <Button
          size="1"
          variant="soft"
          color={props.color}
          highContrast
          aria-label={`${props.action}: ${nameOf(props.person)}`}
        >
          {props.action}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>
          {props.action}: {nameOf(props.person)}
        </AlertDialog.Title>
        <AlertDialog.Description size="2">{props.description}</AlertDialog.Description>
        <ServerRefusal error={update.error} mt="3" />
        <AlertDialogActions
          color={props.color}
          onConfirm={confirm}
          pending={update.isPending}
          pendingLabel={props.pendingLabel}
        >
          {props.action}
        </AlertDialogActions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
