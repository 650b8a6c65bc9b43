/**
 * @module
 * Leaving kiosk mode takes a staff password (DESIGN section 7): the small Staff button opens a
 * sign-in through the staff's own POST /api/login. Only when it succeeds does the tablet forget
 * its kiosk token and open the dashboard, signed in as that person; a wrong password changes
 * nothing, and the login's own throttle (decision 016) limits guessing here as everywhere.
 */
import { staffLoginResponseSchema } from '@cubby/shared/schemas';
import { Button, Callout, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { PasswordField } from '../../components/password-field.tsx';
import { apiJson } from '../../lib/api-client.ts';
import { CURRENT_USER_KEY, rememberUser } from '../../lib/current-user.ts';
import { errorText } from '../../lib/error-text.ts';
import { forgetKioskToken } from '../../lib/kiosk-token.ts';
import { saveToken } from '../../lib/tokens.ts';
import { forgetCachedRoster } from './roster-cache.ts';

/** The Staff button and its dialog. */
export function LeaveKioskDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="soft" color="gray" size="3">
          Staff
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>Leave kiosk mode</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Staff sign in with their own username and password to turn this tablet back into a staff
          tablet.
        </Dialog.Description>
        <LeaveKioskForm />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function LeaveKioskForm() {
  const usernameId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useMutation({
    mutationFn: () =>
      apiJson(
        staffLoginResponseSchema,
        'POST',
        '/api/login',
        { username, password },
        { token: 'none' },
      ),
    onSuccess: ({ token, ...user }) => {
      forgetKioskToken();
      // The roster names families and allergies: it leaves with kiosk mode.
      void forgetCachedRoster();
      saveToken('staff', token);
      rememberUser(user);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      void navigate({ to: '/dashboard' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };

  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        {signIn.isError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorText(signIn.error)}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Text as="label" htmlFor={usernameId} weight="medium">
          Username
        </Text>
        <TextField.Root
          id={usernameId}
          required
          autoComplete="off"
          autoCapitalize="none"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="off"
          value={password}
          onChange={setPassword}
        />
        <Flex gap="3" justify="end" mt="2">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" highContrast loading={signIn.isPending}>
            Leave kiosk mode
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
