/**
 * @module
 * The footer every confirming alert dialog of the app ends with: Cancel, which closes it, and
 * the button that does what the dialog asks, whose label (and label while it runs) the dialog
 * gives. The alert-dialog twin of `dialog-actions.tsx`.
 */
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** Cancel and confirm, right-aligned; `children` is the confirm button's label. */
export function AlertDialogActions(props: {
  children: ReactNode;
  onConfirm: () => void;
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  color?: 'red';
}) {
  return (
    <Flex gap="3" mt="4" justify="end">
      <AlertDialog.Cancel>
        <Button variant="soft" color="gray">
          Cancel
        </Button>
      </AlertDialog.Cancel>
      <Button
        color={props.color}
        highContrast
        disabled={props.disabled || props.pending}
        onClick={props.onConfirm}
      >
        {props.pending ? props.pendingLabel : props.children}
      </Button>
    </Flex>
  );
}
