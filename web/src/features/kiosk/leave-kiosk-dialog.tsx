/**
 * @module
 * Leaving kiosk mode takes a staff password (DESIGN section 7): the small Staff button opens a
 * sign-in through the staff's own POST /api/login. Only when it succeeds does the tablet forget
 * its kiosk token and open the dashboard, signed in as that person; a wrong password changes
 * nothing, and the login's own throttle (decision 016) limits guessing here as everywhere.
 */
import { Button, Callout, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { PasswordField } from '../../components/password-field.tsx';
import { errorText } from '../../lib/error-text.ts';
import { forgetKioskToken } from '../../lib/kiosk-token.ts';
import { useStaffSignIn } from '../../lib/use-staff-sign-in.ts';

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
  const navigate = useNavigate();
  const login = useStaffSignIn(() => {
    forgetKioskToken();
    void navigate({ to: '/dashboard' });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.signIn();
  };

  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        {login.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorText(login.error)}</Callout.Text>
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
          value={login.username}
          onChange={(event) => login.setUsername(event.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="off"
          value={login.password}
          onChange={login.setPassword}
        />
        <Flex gap="3" justify="end" mt="2">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" highContrast loading={login.isPending}>
            Leave kiosk mode
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
