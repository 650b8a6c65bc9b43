/**
 * @module
 * A person the owner added (or whose password the owner reset) signs in with a first password
 * and must choose their own before anything else (decision 019): the server refuses every other
 * request until then. The first password is asked again, as any password change asks the
 * current one.
 */
import { MIN_PASSWORD_LENGTH } from '@cubby/shared/constants';
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../components/password-field.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
import * as styles from './sign-in-screen.css.ts';

/** The screen that replaces a first password with the person's own. */
export function FirstPasswordScreen({ name }: { name: string }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => apiRequest('POST', '/api/change-password', { currentPassword, newPassword }),
    // The user is read again: it no longer asks for a change, and the screens open.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differ = newPassword !== confirmPassword;
    setMismatch(differ);
    if (!differ) change.mutate();
  };

  return (
    <main className={styles.main}>
      <Card size="4" className={styles.card}>
        <form onSubmit={submit}>
          <Flex direction="column" gap="4">
            <Heading as="h1" size="6">
              Choose your own password
            </Heading>
            <Text as="p" color="gray">
              {name ? `Welcome, ${name}. ` : ''}You signed in with a first password. Choose one only
              you know, of at least {MIN_PASSWORD_LENGTH} characters.
            </Text>
            {change.isError ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{change.error.message}</Callout.Text>
              </Callout.Root>
            ) : null}
            {mismatch ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>The new passwords do not match</Callout.Text>
              </Callout.Root>
            ) : null}
            <PasswordField
              label="First password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={setCurrentPassword}
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={newPassword}
              onChange={setNewPassword}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={setConfirmPassword}
            />
            <Button type="submit" size="3" disabled={change.isPending}>
              {change.isPending ? 'Saving...' : 'Save My Password'}
            </Button>
          </Flex>
        </form>
      </Card>
    </main>
  );
}
