/**
 * @module
 * Create Your Password (spec sections 2 and 5): new password and its confirmation, the live
 * requirement checklist, and 'Set Password', enabled once both requirements hold.
 */
import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { checkNewPassword } from './password-rules.ts';
import { PortalFormCard } from './portal-form-card.tsx';
import { useChangePassword } from './use-change-password.ts';

/** The password change screen. */
export function PasswordChangeScreen() {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const online = useBrowserOnline();
  const change = useChangePassword();
  const rules = checkNewPassword(newPassword, confirmPassword);
  const valid = rules.every((rule) => rule.met);

  const submit = () => {
    if (valid) change.mutate(newPassword);
  };

  return (
    <PortalFormCard
      title="Create Your Password"
      subtitle="Choose a password of your own to replace the shared first password."
      onSubmit={submit}
    >
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
