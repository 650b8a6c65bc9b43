/**
 * @module
 * Create Your Password (spec sections 2 and 5): new password and its confirmation, the live
 * requirement checklist, and 'Set Password', enabled once both requirements hold. A parent who
 * already chose a password gives the current one as well (decision 016); the first change,
 * from the shared first password, asks only for the new one, as the spec draws it.
 */
import { Button } from '@radix-ui/themes';
import { useState } from 'react';
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
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const online = useBrowserOnline();
  const change = useChangePassword();
  const auth = useCustomerAuth();
  const asksCurrent = auth.data?.isAuthenticated === true && !auth.data.requiresPasswordChange;
  const rules = checkNewPassword(newPassword, confirmPassword);
  const valid = rules.every((rule) => rule.met) && (!asksCurrent || currentPassword.length > 0);

  const submit = () => {
    if (valid) change.mutate(asksCurrent ? { newPassword, currentPassword } : { newPassword });
  };

  return (
    <PortalFormCard
      title="Create Your Password"
      subtitle={
        asksCurrent
          ? 'Enter your current password, then choose a new one.'
          : 'Choose a password of your own to replace the shared first password.'
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
