/**
 * @module
 * A parent login's first password as staff see it, once: after adding a guardian with a login
 * and after a reset, with the login's welcome code beside a shared first password (decision
 * 068). The welcome sheet carries them to the parent on paper.
 */
import { FirstPasswordNotice } from '../../components/first-password-notice.tsx';
import { PrintWelcomeSheet } from './welcome-sheet.tsx';

/** The username and first password, the warning that they show once, and the welcome sheet. */
export function NewPasswordNotice(props: {
  familyName: string;
  contactName: string;
  username: string;
  password: string;
  welcomeCode?: string | undefined;
}) {
  return (
    <FirstPasswordNotice
      warning={
        <>
          This password is shown only once. Give it to {props.contactName}: they choose their own at
          their first sign-in.
        </>
      }
      username={props.username}
      password={props.password}
      welcomeCode={props.welcomeCode}
    >
      <PrintWelcomeSheet
        familyName={props.familyName}
        username={props.username}
        password={props.password}
        welcomeCode={props.welcomeCode}
      />
    </FirstPasswordNotice>
  );
}
