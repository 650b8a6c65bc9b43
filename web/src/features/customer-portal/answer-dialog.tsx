/**
 * @module
 * The dialog around one answer's form, open as it mounts around the answer's button
 * (`answer-buttons.tsx`, which downloads it when first wanted). The form mounts with each
 * opening, so every opening starts empty; it gets the days on offer and calls `done` once the
 * answer is saved. With no day on offer the dialog says why instead of showing the form. In a
 * family of several children the dialog covers the screen, so it says which child it is for.
 */
import type { IsoDate } from '@cubby/shared/dates';
import { Dialog } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import { NothingToAnswer } from './answer-fields.tsx';
import type { OfferedDays } from './offered-days.ts';

/** What every answer's dialog is given by its button. */
export interface AnswerDialogProps {
  /** The answer's button. */
  trigger: ReactNode;
  /** Set in a family of several children. */
  childName?: string | undefined;
}

/** An answer's dialog. */
export function AnswerDialog(
  props: AnswerDialogProps & {
    title: string;
    description: string;
    offered: OfferedDays;
    children: (days: IsoDate[], done: () => void) => ReactNode;
  },
) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>{props.trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{props.title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {props.childName === undefined ? null : `For ${props.childName}: `}
          {props.description}
        </Dialog.Description>
        {props.offered.none === null ? (
          props.children(props.offered.days, () => setOpen(false))
        ) : (
          <NothingToAnswer reason={props.offered.none} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
