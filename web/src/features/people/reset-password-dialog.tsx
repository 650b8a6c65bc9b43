/**
 * @module
 * 'Reset Password': for a person who forgot theirs. The server makes a new first password, ends
 * the person's sessions, and answers the password once; the dialog shows it until closed.
 */
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { AlertDialogActions } from '../../components/alert-dialog-actions.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { FirstPasswordNotice } from './first-password-notice.tsx';
import { nameOf, type Person, useResetPassword } from './people-api.ts';

/** The Reset Password button of a person's row and its dialog. */
export function ResetPasswordDialog({ person }: { person: Person }) {
  const [open, setOpen] = useState(false);
  const reset = useResetPassword();
  const openChange = (next: boolean) => {
    setOpen(next);
    // Closing forgets the password: it is not shown a second time.
    if (!next) reset.reset();
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger>
        <Button
          size="1"
          variant="soft"
          highContrast
          aria-label={`Reset Password: ${nameOf(person)}`}
        >
          Reset Password
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>Reset Password: {nameOf(person)}</AlertDialog.Title>
        {reset.data ? (
          <>
            <AlertDialog.Description size="2" mb="4">
              {nameOf(person)} is signed out everywhere and signs in with this password next.
            </AlertDialog.Description>
            <FirstPasswordNotice person={reset.data} />
            <Flex justify="end" mt="4">
              <AlertDialog.Cancel>
                <Button highContrast>Done</Button>
              </AlertDialog.Cancel>
            </Flex>
          </>
        ) : (
          <>
            <AlertDialog.Description size="2">
              {nameOf(person)} gets a new first password, shown here once, and is signed out on
              every device. They choose their own password when they next sign in.
            </AlertDialog.Description>
            <ServerRefusal error={reset.error} mt="3" />
            <AlertDialogActions
              onConfirm={() => reset.mutate(person.id)}
              pending={reset.isPending}
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
