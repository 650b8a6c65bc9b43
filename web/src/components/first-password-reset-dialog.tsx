/**
 * @module
 * 'Reset to a new first password', for someone who forgot theirs: a confirmation that says what
 * will happen, then the new first password, which the server answers once and the dialog shows
 * until it is closed. Closing forgets it: it is not shown a second time. People's Reset Password
 * and the family page's parent logins both open it.
 */
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import { AlertDialogActions } from './alert-dialog-actions.tsx';
import { ServerRefusal } from './server-refusal.tsx';

/** The reset call, as a mutation gives it. */
interface ResetCall<Answer> {
  data: Answer | undefined;
  error: unknown;
  isPending: boolean;
  reset: () => void;
}

/** A row's reset button and its dialog: the question, then `shown(answer)`. */
export function FirstPasswordResetDialog<Answer>(props: {
  /** The button's text, and its accessible name, which says whose password it resets. */
  label: string;
  ariaLabel: string;
  disabled?: boolean;
  maxWidth: string;
  title: ReactNode;
  /** What the confirmation says will happen. */
  question: ReactNode;
  /** Said above the new password. */
  done: ReactNode;
  call: ResetCall<Answer>;
  onConfirm: () => void;
  shown: (answer: Answer) => ReactNode;
}) {
  const { call } = props;
  const [open, setOpen] = useState(false);
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) call.reset();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger>
        <Button
          size="1"
          variant="soft"
          highContrast
          disabled={props.disabled}
          aria-label={props.ariaLabel}
        >
          {props.label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth={props.maxWidth}>
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        {call.data ? (
          <>
            <AlertDialog.Description size="2" mb="4">
              {props.done}
            </AlertDialog.Description>
            {props.shown(call.data)}
            <Flex justify="end" mt="4">
              <AlertDialog.Cancel>
                <Button highContrast>Done</Button>
              </AlertDialog.Cancel>
            </Flex>
          </>
        ) : (
          <>
            <AlertDialog.Description size="2">{props.question}</AlertDialog.Description>
            <ServerRefusal error={call.error} mt="3" />
            <AlertDialogActions
              onConfirm={props.onConfirm}
              pending={call.isPending}
              pendingLabel="Resetting..."
            >
              Reset Password
            </AlertDialogActions>
          </>
        )}
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
