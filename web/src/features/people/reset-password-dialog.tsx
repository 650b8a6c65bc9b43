/**
 * @module
 * 'Reset Password': for a person who forgot theirs. The server makes a new first password, ends
 * the person's sessions, and answers the password once; the dialog shows it until closed.
 */
import { FirstPasswordResetDialog } from '../../components/first-password-reset-dialog.tsx';
import { nameOf, type Person, useResetPassword } from './people-api.ts';
import { PersonPasswordNotice } from './person-password-notice.tsx';

/** The Reset Password button of a person's row and its dialog. */
export function ResetPasswordDialog({ person }: { person: Person }) {
  const reset = useResetPassword();
  return (
    <FirstPasswordResetDialog
      label="Reset Password"
      ariaLabel={`Reset Password: ${nameOf(person)}`}
      maxWidth="460px"
      title={<>Reset Password: {nameOf(person)}</>}
      question={
        <>
          {nameOf(person)} gets a new first password, shown here once, and is signed out on every
          device. They choose their own password when they next sign in.
        </>
      }
      done={<>{nameOf(person)} is signed out everywhere and signs in with this password next.</>}
      call={reset}
      onConfirm={() => reset.mutate(person.id)}
      shown={(answer) => <PersonPasswordNotice person={answer} />}
    />
  );
}
