/**
 * @module
 * The form that replaces a first password with the person's own (decision 019): a person the
 * owner added, or whose password the owner reset, signs in with a first password and must
 * choose their own before anything else, as staff on their sign-in screen and as an owner at the
 * owner gate. The first password is asked again, as any password change asks the current one.
 */
import { MIN_PASSWORD_LENGTH } from '@cubby/shared/constants';
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiRequest } from '../lib/api-client.ts';
import type { TokenKind } from '../lib/tokens.ts';
import { PasswordField } from './password-field.tsx';

/** The 'Choose your own password' form, sent with the session of `token`. */
export function FirstPasswordForm(props: {
  /** The person's name for the welcome; empty when not known. */
  name?: string;
  /** Which saved token signed in with the first password: the change is that session's. */
  token: TokenKind;
  /** The heading's level: the page's title alone, or under the screen's header. */
  headingAs: 'h1' | 'h2';
  /** Reads again what asked for the change; the form stays busy until it resolves. */
  onChanged: () => Promise<unknown>;
}) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      apiRequest(
        'POST',
        '/api/change-password',
        { currentPassword, newPassword },
        { token: props.token },
      ),
    onSuccess: props.onChanged,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differ = newPassword !== confirmPassword;
    setMismatch(differ);
    if (!differ) change.mutate();
  };

  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="4">
        <Heading as={props.headingAs} size="6">
          Choose your own password
        </Heading>
        <Text as="p" color="gray">
          {props.name ? `Welcome, ${props.name}. ` : ''}You signed in with a first password. Choose
          one only you know, of at least {MIN_PASSWORD_LENGTH} characters.
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
  );
}
