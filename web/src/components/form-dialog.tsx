/**
 * @module
 * A button that opens a form in a dialog: the title, a line under it if the dialog has one, and
 * the form, mounted per opening so its fields start from what is saved. The form closes the
 * dialog when what it sent is saved.
 */
import { Dialog } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';

/** `trigger` (a button) and its dialog; `children(close)` is the form. */
export function FormDialog(props: {
  trigger: ReactNode;
  maxWidth: string;
  title: ReactNode;
  /** Said under the title; a dialog without it says so to screen readers. */
  description?: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>{props.trigger}</Dialog.Trigger>
      <Dialog.Content
        maxWidth={props.maxWidth}
        {...(props.description ? {} : { 'aria-describedby': undefined })}
      >
        <Dialog.Title>{props.title}</Dialog.Title>
        {props.description ? (
          <Dialog.Description size="2" mb="4">
            {props.description}
          </Dialog.Description>
        ) : null}
        {props.children(() => setOpen(false))}
      </Dialog.Content>
    </Dialog.Root>
  );
}
