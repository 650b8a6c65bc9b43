/**
 * @module
 * The owner's side of /financial (spec sections 4 and 6), and of the owner's other screens
 * (People, Activity): with no stored owner token, or one that fails validation or that the
 * server refuses, the token is cleared and the 'Owner Access Required' form shows in place of
 * the screen; signing in there stays on the screen. A spinner shows while a stored token is
 * checked. An owner who signed in with a first password the owner gave them chooses their own
 * there first (decision 019), with the owner token, and the screen opens once it is checked
 * again. An owner who signed in on the sign-in page passes straight through: that session is
 * the owner's (decision 072), and when the server refuses it the sign-in screen asks again.
 */
import type { OwnerLoginResponse } from '@cubby/shared/schemas';
import { Callout, Card, Heading, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { CURRENT_USER_KEY } from '../lib/current-user.ts';
import {
  useOwnerValidation,
  useRecheckOwnerToken,
  useRememberValidToken,
} from '../lib/owner-validation.ts';
import { useDocManager } from '../lib/sync/sync-context.tsx';
import { clearToken, readToken } from '../lib/tokens.ts';
import { useUserMay } from '../lib/user-may.ts';
import { AppSpinner } from './app-spinner.tsx';
import { FirstPasswordForm } from './first-password-form.tsx';
import * as styles from './owner-gate.css.ts';

/** What the owner access form needs from the page that shows it. */
export interface AccessFormProps {
  /** Called with the login's answer, which says whether a first password is to be replaced. */
  onGranted: (login: OwnerLoginResponse) => void;
  onCancel: () => void;
}

/** What the screen behind the gate is told by it. */
export interface OwnerAccess {
  /** The token could not be checked for want of a connection; this device's copy shows. */
  unverified: boolean;
  /** The server refused the owner's token: back to the access form. */
  onRefused: () => void;
}

/** What the gate is given by the owner screen around it. */
interface OwnerGateProps {
  accessForm: (form: AccessFormProps) => ReactNode;
  /** What the credentials open, as the form's line under its heading says it. */
  purpose: string;
  children: (access: OwnerAccess) => ReactNode;
}

/**
 * Renders `children` for the owner: at once for an owner signed in on the sign-in page, after
 * the owner credentials for a staff session.
 */
export function OwnerGate(props: OwnerGateProps) {
  const ownSession = useUserMay('finance:read');
  return ownSession ? <SignedInOwner {...props} /> : <OwnerCredentialsGate {...props} />;
}

/**
 * The owner's own session opens the screen. The staff gate around it has already checked the
 * session (a first password included); a refusal from the server asks it again, and its 401
 * then shows the sign-in screen.
 */
function SignedInOwner(props: OwnerGateProps) {
  const queryClient = useQueryClient();
  const [offlineAtLoad] = useState(() => !navigator.onLine);
  const onRefused = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    [queryClient],
  );
  return props.children({ unverified: offlineAtLoad, onRefused });
}

/**
 * For a staff session: renders `children` for a validated owner token, the form that replaces a
 * first password for an owner who still has one, the owner access form otherwise.
 */
function OwnerCredentialsGate(props: OwnerGateProps) {
  const manager = useDocManager();
  const navigate = useNavigate();
  const rememberValid = useRememberValidToken();
  const recheck = useRecheckOwnerToken();
  const [token, setToken] = useState(readToken('owner'));
  const [ended, setEnded] = useState(false);
  const validation = useOwnerValidation(token);

  // A stored token that fails validation, or that the server refuses, is forgotten.
  const forgetToken = useCallback(() => {
    clearToken('owner');
    setToken(null);
    setEnded(true);
  }, []);
  useEffect(() => {
    if (token !== null && validation === 'invalid') forgetToken();
  }, [token, validation, forgetToken]);

  const granted = ({ requiresPasswordChange }: OwnerLoginResponse) => {
    const saved = readToken('owner');
    if (saved) rememberValid(saved, requiresPasswordChange);
    // Finance documents opened with the old token (refused, or about to be) reconnect with this.
    manager.closeIdle('finance');
    setEnded(false);
    setToken(saved);
  };

  if (validation === 'checking') return <AppSpinner label="Checking owner access..." />;
  if (token !== null && validation === 'must-change-password') {
    return (
      <Card size="3" className={styles.accessCard}>
        <FirstPasswordForm token="owner" headingAs="h2" onChanged={() => recheck(token)} />
      </Card>
    );
  }
  if (token === null || validation === 'invalid') {
    return (
      <Card size="3" asChild>
        <section aria-labelledby="owner-access-heading" className={styles.accessCard}>
          <Heading as="h2" size="5" id="owner-access-heading" mb="1">
            Owner Access Required
          </Heading>
          <Text as="p" size="2" color="gray" mb="4">
            {props.purpose}
          </Text>
          {ended ? (
            <Callout.Root color="amber" highContrast role="status" mb="4">
              <Callout.Text>The owner session has ended. Please sign in again.</Callout.Text>
            </Callout.Root>
          ) : null}
          {props.accessForm({ onGranted: granted, onCancel: () => void navigate({ to: '/' }) })}
        </section>
      </Card>
    );
  }
  return props.children({ unverified: validation === 'offline', onRefused: forgetToken });
}
