/**
 * @module
 * The owner credentials form (spec section 2): owner username and password, Cancel and 'Access
 * Dashboard' ('Verifying...' while waiting), with the spec's 'Username is required' / 'Password
 * is required' checked before anything is sent. The Financial button's dialog holds it, and the
 * owner's screens show it when no valid owner token is kept.
 */
import { type OwnerLoginResponse, ownerLoginPayloadSchema } from '@cubby/shared/schemas';
import { Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useOwnerLogin } from './use-owner-login.ts';

type Problems = { username?: string; password?: string };

/**
 * The owner credentials form; also shown on /financial and the owner's other screens when no
 * valid owner token is stored, where `onCancel` leaves the page and `stayOnPage` keeps the
 * owner on the screen they opened.
 */
export function OwnerAccessForm(props: {
  onGranted: (login: OwnerLoginResponse) => void;
  onCancel?: () => void;
  stayOnPage?: boolean;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const online = useBrowserOnline();
  const usernameId = useId();
  const login = useOwnerLogin({ onGranted: props.onGranted, stayOnPage: props.stayOnPage });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ownerLoginPayloadSchema.safeParse({ username, password });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !found[field]) {
          found[field] = issue.message;
        }
      }
      setProblems(found);
      return;
    }
    setProblems({});
    login.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={usernameId} weight="medium">
            Username
          </Text>
          <TextField.Root
            id={usernameId}
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            aria-invalid={problems.username ? true : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
          <FieldProblem text={problems.username} />
        </Flex>
        <Flex direction="column" gap="1">
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <FieldProblem text={problems.password} />
        </Flex>
        <NeedsConnection online={online} />
        <DialogActions mt="2" disabled={login.isPending || !online} onCancel={props.onCancel}>
          {login.isPending ? 'Verifying...' : 'Access Dashboard'}
        </DialogActions>
      </Flex>
    </form>
  );
}

function FieldProblem({ text }: { text: string | undefined }) {
  return text ? (
    <Text size="2" color="red" role="alert">
      {text}
    </Text>
  ) : null;
}
