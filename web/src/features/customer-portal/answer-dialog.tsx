/**
 * @module
 * The button that opens one answer's dialog, and the dialog around its form. The form mounts with
 * each opening, so every opening starts empty; it gets the days on offer and calls `done` once
 * the answer is saved. With no day on offer the dialog says why instead of showing the form. In a
 * family of several children the dialog covers the screen, so it says which child it is for.
 */
import type { IsoDate } from '@cubby/shared/dates';
import { Button, Dialog } from '@radix-ui/themes';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { NothingToAnswer } from './answer-fields.tsx';
import type { OfferedDays } from './offered-days.ts';
import * as styles from './portal.css.ts';

/** An answer's button and dialog. */
export function AnswerDialog(props: {
  label: string;
  title: string;
  description: string;
  /** Set in a family of several children. */
  childName?: string;
  button: Pick<ComponentProps<typeof Button>, 'color' | 'variant'>;
  offered: OfferedDays;
  children: (days: IsoDate[], done: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="3" highContrast className={styles.actionButton} {...props.button}>
          {props.label}
        </Button>
      </Dialog.Trigger>
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
