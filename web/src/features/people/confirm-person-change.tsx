/**
 * @module
 * A change to a person that ends their sessions (deactivating them, changing their role) asks
 * first, and says what will happen; a refusal from the server (the last active owner) shows in
 * the dialog, which stays open.
 */
import type { UpdateStaffPayload } from '@cubby/shared/schemas';
import { Button } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
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
  const update = useUpdatePerson();
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="1"
          variant="soft"
          color={props.color}
          highContrast
          aria-label={`${props.action}: ${nameOf(props.person)}`}
        >
          {props.action}
        </Button>
      }
      title={
        <>
          {props.action}: {nameOf(props.person)}
        </>
      }
      description={props.description}
      color={props.color}
      confirm={props.action}
      pendingLabel={props.pendingLabel}
      pending={update.isPending}
      onConfirm={(close) =>
        update.mutate({ id: props.person.id, patch: props.patch }, { onSuccess: close })
      }
      onClose={update.reset}
    >
      <ServerRefusal error={update.error} mt="3" />
    </ConfirmDialog>
  );
}
