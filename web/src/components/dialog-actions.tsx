/**
 * @module
 * The footer every form dialog of the app ends with: Cancel, which closes it, and the submit
 * button, whose label (and pending label) the dialog gives. A dialog's form shown on a page
 * (the owner access form on /financial) says what Cancel does there.
 */
import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

/** Cancel and submit, right-aligned; `children` is the submit button's label. */
export function DialogActions(props: {
  children: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  mt?: ComponentProps<typeof Flex>['mt'];
  /** What Cancel does when the form stands on a page instead of in a dialog. */
  onCancel?: () => void;
}) {
  const cancel = (
    <Button type="button" variant="soft" color="gray" onClick={props.onCancel}>
      Cancel
    </Button>
  );
  return (
    <Flex gap="3" justify="end" wrap="wrap" mt={props.mt}>
      {props.onCancel ? cancel : <Dialog.Close>{cancel}</Dialog.Close>}
      <Button type="submit" highContrast disabled={props.disabled} loading={props.loading}>
        {props.children}
      </Button>
    </Flex>
  );
}
