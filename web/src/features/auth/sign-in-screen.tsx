/**
 * @module
 * Staff sign-in (spec section 2): username and password with a show/hide toggle, 'Sign In' /
 * 'Signing in...', a red alert on failure; success goes to /.
 */

import { staffLoginResponseSchema } from '@cubby/shared/schemas';
import { Box, Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { PasswordField } from '../../components/password-field.tsx';
import { apiJson } from '../../lib/api-client.ts';
import { CURRENT_USER_KEY, rememberUser } from '../../lib/current-user.ts';
import { saveToken } from '../../lib/tokens.ts';
import * as styles from './sign-in-screen.css.ts';

const FEATURES = [
  'Customer management with check-in/out tracking',
  'Secure payment processing',
  'Real-time session monitoring and billing',
];

/** The staff sign-in screen. */
export function SignInScreen() {
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
      saveToken('staff', token);
      rememberUser(user);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      void navigate({ to: '/' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };

  return (
    <div className={styles.page}>
      <aside className={styles.sidePanel} aria-label="About Cubby">
        <Heading size="7">Cubby</Heading>
        <Text as="p" size="4">
          Professional time tracking and payment management for day care facilities
        </Text>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </aside>
      <main className={styles.main}>
        <Card size="4" className={styles.card}>
          <form onSubmit={submit}>
            <Flex direction="column" gap="4">
              <Box>
                <Heading as="h1" size="6">
                  Sign in to continue
                </Heading>
                <Text as="p" color="gray">
                  Enter your credentials to access the dashboard
                </Text>
              </Box>
              {signIn.isError ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{signIn.error.message || 'Invalid credentials'}</Callout.Text>
                </Callout.Root>
              ) : null}
              <div className={styles.field}>
                <Text as="label" htmlFor={usernameId} weight="medium">
                  Username
                </Text>
                <TextField.Root
                  id={usernameId}
                  required
                  autoComplete="username"
                  autoCapitalize="none"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              </div>
              <PasswordField
                label="Password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
              />
              <Button type="submit" size="3" disabled={signIn.isPending}>
                {signIn.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </Flex>
          </form>
        </Card>
      </main>
    </div>
  );
}
