/**
 * @module
 * The footer every form dialog of the app ends with: Cancel, which closes it, and the submit
 * button, whose label (and pending label) the dialog gives.
 */
import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

/** Cancel and submit, right-aligned; `children` is the submit button's label. */
export function DialogActions(props: {
  children: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  mt?: ComponentProps<typeof Flex>['mt'];
}) {
  return (
    <Flex gap="3" justify="end" wrap="wrap" mt={props.mt}>
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" highContrast disabled={props.disabled} loading={props.loading}>
        {props.children}
      </Button>
    </Flex>
  );
}
