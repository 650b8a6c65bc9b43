/**
 * @module
 * Staff sign-in (spec section 2): username and password with a show/hide toggle, 'Sign In' /
 * 'Signing in...', a red alert on failure; success goes to /. The owner signs in here too
 * (decision 072). A parent who opens the centre's address lands here, so the page shows the way
 * to the Customer Portal.
 */

import { Box, Button, Callout, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { PasswordField } from '../../components/password-field.tsx';
import { useStaffSignIn } from '../../lib/use-staff-sign-in.ts';
import * as styles from './sign-in-screen.css.ts';

const FEATURES = [
  'Customer management with check-in/out tracking',
  'Secure payment processing',
  'Real-time session monitoring and billing',
];

/** The staff sign-in screen. */
export function SignInScreen() {
  const usernameId = useId();
  const navigate = useNavigate();
  const login = useStaffSignIn(() => void navigate({ to: '/' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.signIn();
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
              {login.error ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{login.error.message || 'Invalid credentials'}</Callout.Text>
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
                  value={login.username}
                  onChange={(event) => login.setUsername(event.target.value)}
                />
              </div>
              <PasswordField
                label="Password"
                autoComplete="current-password"
                value={login.password}
                onChange={login.setPassword}
              />
              <Button type="submit" size="3" disabled={login.isPending}>
                {login.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </Flex>
          </form>
          <Text as="p" align="center" size="2" mt="5">
            A parent?{' '}
            <Link asChild weight="medium">
              <RouterLink to="/customer-login">Go to the Customer Portal</RouterLink>
            </Link>{' '}
            to see and confirm your child's week.
          </Text>
        </Card>
      </main>
    </div>
  );
}
