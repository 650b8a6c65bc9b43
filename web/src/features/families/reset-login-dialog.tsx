/**
 * @module
 * 'Reset to a new first password': for a parent who forgot theirs. After a confirmation the
 * server makes a new first password and answers it once; the dialog shows it, with the welcome
 * sheet, until closed.
 */
import type { ParentLoginResponse } from '@cubby/shared/schemas';
import { FirstPasswordResetDialog } from '../../components/first-password-reset-dialog.tsx';
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
  const reset = useResetParentLogin(props.familyId);
  return (
    <FirstPasswordResetDialog
      label="Reset to a new first password"
      ariaLabel={`Reset to a new first password: ${props.login.username}`}
      disabled={props.disabled}
      maxWidth="480px"
      title={<>New first password for {props.contactName}</>}
      question={
        <>
          {props.contactName}'s password ({props.login.username}) stops working. They get a new
          first password, shown here once, and choose their own at their next sign-in.
        </>
      }
      done={<>{props.contactName} signs in with this password next.</>}
      call={reset}
      onConfirm={() => reset.mutate(props.login.id)}
      shown={(answer) => (
        <NewPasswordNotice
          familyName={props.familyName}
          contactName={props.contactName}
          username={answer.username}
          password={answer.password}
          welcomeCode={answer.welcomeCode}
        />
      )}
    />
  );
}
