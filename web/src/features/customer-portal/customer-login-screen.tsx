/**
 * @module
 * The customer portal's sign-in (spec section 2): username and password with show/hide, the
 * spec's hint on how usernames and first passwords work and, beside it, where this parent's own
 * are (the welcome sheet), 'Sign In' / 'Signing in...', and the link to the staff portal. A
 * parent who is already signed in goes straight on.
 */
import { Button, Callout, Flex, Link, Text, TextField } from '@radix-ui/themes';
import { Navigate, Link as RouterLink } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { toast } from '../../lib/toast-store.ts';
import { useCustomerAuth } from './customer-auth.ts';
import { portalHome } from './customer-gate.tsx';
import { PortalFormCard } from './portal-form-card.tsx';
import { useCustomerLogin } from './use-customer-login.ts';

/**
 * Where a parent's own username and first password are: each login gets a first password of its
 * own by default (decision 068), printed with the username on the sheet staff hand over.
 */
const WELCOME_SHEET_NOTE =
  'Your own username and first password are on the welcome sheet the day-care gave you. No sheet? Ask at the front desk.';

/** The customer login screen (also what any other /customer path shows). */
export function CustomerLoginScreen() {
  const auth = useCustomerAuth();
  if (auth.isPending) return <AppSpinner label="Checking your session" />;
  if (auth.data?.isAuthenticated) return <Navigate to={portalHome(auth.data)} replace />;
  return <LoginForm />;
}

function LoginForm() {
  const ids = { username: useId(), hint: useId() };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const online = useBrowserOnline();
  const login = useCustomerLogin();
  const busy = login.isPending || login.isSuccess;

  const submit = () => {
    // Spec section 5: both non-empty after trimming; the password itself is sent as typed.
    if (!username.trim() || !password.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please enter both username and password',
        variant: 'destructive',
      });
      return;
    }
    login.mutate({ username: username.trim(), password });
  };

  return (
    <PortalFormCard
      title="Customer Portal"
      subtitle="Sign in to see and confirm your child's week."
      onSubmit={submit}
    >
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={ids.username} weight="medium">
          Username
        </Text>
        <TextField.Root
          id={ids.username}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={ids.hint}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </Flex>
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required={false}
        value={password}
        onChange={setPassword}
      />
      <Callout.Root color="gray" variant="surface" highContrast id={ids.hint}>
        {/* The spec's hint, as the spec gives it; what is true here follows it (decision 072). */}
        <Callout.Text>
          Your username is your first and last name in lowercase with a dot between them
          (firstname.lastname, for example jane.smith). The first time, sign in with the shared
          default password the day-care gave you; you will then choose your own.
        </Callout.Text>
        <Callout.Text weight="medium">{WELCOME_SHEET_NOTE}</Callout.Text>
      </Callout.Root>
      <NeedsConnection online={online} />
      <Button type="submit" size="3" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <Text as="p" align="center" size="2">
        <Link asChild>
          <RouterLink to="/">Access Staff Portal</RouterLink>
        </Link>
      </Text>
    </PortalFormCard>
  );
}
