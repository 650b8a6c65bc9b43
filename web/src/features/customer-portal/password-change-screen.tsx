/**
 * @module
 * Create Your Password (spec sections 2 and 5): new password and its confirmation, the live
 * requirement checklist, and 'Set Password', enabled once both requirements hold. A parent who
 * already chose a password gives the current one as well (decision 016); the first change asks
 * only for the new one, as the spec draws it, unless the login was given the shared first
 * password: then it also asks once for the welcome code on the family's sheet (decision 068).
 */
import { Button, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useCustomerAuth } from './customer-auth.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { checkNewPassword } from './password-rules.ts';
import { PortalFormCard } from './portal-form-card.tsx';
import { useChangePassword } from './use-change-password.ts';

/** The password change screen. */
export function PasswordChangeScreen() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [welcomeCode, setWelcomeCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const online = useBrowserOnline();
  const change = useChangePassword();
  const auth = useCustomerAuth();
  const signedIn = auth.data?.isAuthenticated === true ? auth.data : null;
  const asksCurrent = signedIn !== null && !signedIn.requiresPasswordChange;
  const asksCode = signedIn?.requiresPasswordChange === true && signedIn.requiresWelcomeCode;
  const rules = checkNewPassword(newPassword, confirmPassword);
  const valid =
    rules.every((rule) => rule.met) &&
    (!asksCurrent || currentPassword.length > 0) &&
    (!asksCode || welcomeCode.trim().length > 0);

  const submit = () => {
    if (!valid) return;
    if (asksCurrent) change.mutate({ newPassword, currentPassword });
    else if (asksCode) change.mutate({ newPassword, welcomeCode });
    else change.mutate({ newPassword });
  };

  return (
    <PortalFormCard
      title="Create Your Password"
      subtitle={
        asksCurrent
          ? 'Enter your current password, then choose a new one.'
          : asksCode
            ? 'Enter the welcome code from your welcome sheet, then choose a password of your own.'
            : 'Choose a password of your own to replace your first password.'
      }
      onSubmit={submit}
    >
      {asksCurrent && (
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
        />
      )}
      {asksCode && <WelcomeCodeField value={welcomeCode} onChange={setWelcomeCode} />}
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
      <PasswordChecklist rules={rules} />
      <NeedsConnection online={online} />
      <Button
        type="submit"
        size="3"
        disabled={!valid || !online || change.isPending || change.isSuccess}
      >
        Set Password
      </Button>
    </PortalFormCard>
  );
}

// The code is printed as two groups of four; it is read whatever its case, spaces or dash.
function WelcomeCodeField(props: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <Text as="label" htmlFor={id} weight="medium">
        Welcome Code
      </Text>
      <TextField.Root
        id={id}
        required
        autoComplete="one-time-code"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
