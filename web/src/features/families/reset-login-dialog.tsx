/**
 * @module
 * 'Reset to a new first password': for a parent who forgot theirs. After a confirmation the
 * server makes a new first password and answers it once; the dialog shows it, with the welcome
 * sheet, until closed.
 */
import type { ParentLoginResponse } from '@cubby/shared/schemas';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { AlertDialogActions } from '../../components/alert-dialog-actions.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useResetParentLogin } from './contacts-api.ts';
import { NewPasswordNotice } from './new-password-notice.tsx';

/** The reset button of a parent login and its dialog. */
export function ResetLoginDialog(props: {
  login: ParentLoginResponse;
  contactName: string;
  familyId: string;
  familyName: string;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const reset = useResetParentLogin(props.familyId);
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
          disabled={props.disabled}
          aria-label={`Reset to a new first password: ${props.login.username}`}
        >
          Reset to a new first password
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="480px">
        <AlertDialog.Title>New first password for {props.contactName}</AlertDialog.Title>
        {reset.data ? (
          <>
            <AlertDialog.Description size="2" mb="4">
              {props.contactName} signs in with this password next.
            </AlertDialog.Description>
            <NewPasswordNotice
              familyName={props.familyName}
              contactName={props.contactName}
              username={reset.data.username}
              password={reset.data.password}
            />
            <Flex justify="end" mt="4">
              <AlertDialog.Cancel>
                <Button highContrast>Done</Button>
              </AlertDialog.Cancel>
            </Flex>
          </>
        ) : (
          <>
            <AlertDialog.Description size="2">
              {props.contactName}'s password ({props.login.username}) stops working. They get a new
              first password, shown here once, and choose their own at their next sign-in.
            </AlertDialog.Description>
            <ServerRefusal error={reset.error} mt="3" />
            <AlertDialogActions
              onConfirm={() => reset.mutate(props.login.id)}
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
