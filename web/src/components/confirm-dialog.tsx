/**
 * @module
 * A button that asks before it acts: an alert dialog with the question, whatever must be said
 * before the buttons (the server's refusal, the connection notice), and Cancel and confirm. The
 * dialog owns whether it is open; the action closes it when it is done.
 */
import { AlertDialog } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import { AlertDialogActions } from './alert-dialog-actions.tsx';

/** `trigger` (a button) and its confirmation; `children` stand between the question and buttons. */
export function ConfirmDialog(props: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  /** The confirm button's label, and its label while the action runs. */
  confirm: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  color?: 'red';
  /** Open from the start: the trigger was a stand-in that mounted the dialog when pressed. */
  initiallyOpen?: boolean;
  /** Does what the dialog asks; `close` closes it (on success, or once settled). */
  onConfirm: (close: () => void) => void;
  /** Called when the dialog closes, as to forget a refusal shown in it. */
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) props.onClose?.();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{props.description}</AlertDialog.Description>
        {props.children}
        <AlertDialogActions
          color={props.color}
          disabled={props.disabled}
          onConfirm={() => props.onConfirm(() => setOpen(false))}
          pending={props.pending}
          pendingLabel={props.pendingLabel}
        >
          {props.confirm}
        </AlertDialogActions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
