/**
 * @module
 * Leaving kiosk mode takes a staff password (DESIGN section 7): the small Staff button opens a
 * sign-in through the staff's own POST /api/login. Only when it succeeds does the tablet forget
 * its kiosk token and open the dashboard, signed in as that person; a wrong password changes
 * nothing, and the login's own throttle (decision 016) limits guessing here as everywhere.
 *
 * Sign-ins and sign-outs still waiting on this tablet (`visit-queue.ts`) are never lost in
 * silence: the dialog says how many, sends them before signing in, and when they still cannot be
 * sent asks staff to stay in kiosk mode or to leave and discard them, naming each. Leaving always
 * empties the queue, so no parent's PIN stays on a tablet that is no longer a kiosk.
 */
import { Button, Callout, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { PasswordField } from '../../components/password-field.tsx';
import { errorText } from '../../lib/error-text.ts';
import { forgetKioskToken } from '../../lib/kiosk-token.ts';
import { useStaffSignIn } from '../../lib/use-staff-sign-in.ts';
import { DiscardUnsent } from './discard-unsent.tsx';
import { forgetCachedRoster } from './roster-cache.ts';
import { unsentSentence } from './unsent-text.ts';
import { sendWaitingVisits } from './use-visit-queue.ts';
import { discardQueuedVisits, type QueuedVisit, queuedVisits } from './visit-queue.ts';

/** The Staff button and its dialog; `defaultOpen` when it mounts on the button's first press. */
export function LeaveKioskDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
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
  const [unsent, setUnsent] = useState<QueuedVisit[]>([]);
  const [sending, setSending] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const login = useStaffSignIn(async () => {
    // Reached only with the queue sent or its discarding chosen.
    await discardQueuedVisits();
    forgetKioskToken();
    // The roster names families and allergies: it leaves with kiosk mode.
    void forgetCachedRoster();
    void navigate({ to: '/dashboard' });
  });
  // A failed sign-in goes back to the form, where its error shows.
  const signIn = () => login.signIn({ onError: () => setChoosing(false) });

  useEffect(() => {
    void queuedVisits().then(setUnsent);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await sendWaitingVisits();
      const left = await queuedVisits();
      setUnsent(left);
      if (left.length === 0) signIn();
      else setChoosing(true);
    } finally {
      setSending(false);
    }
  };

  if (choosing)
    return <DiscardUnsent unsent={unsent} discarding={login.isPending} onDiscard={signIn} />;

  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        {login.error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorText(login.error)}</Callout.Text>
          </Callout.Root>
        ) : null}
        {unsent.length > 0 ? (
          <Callout.Root color="amber" role="status">
            <Callout.Text>
              {unsentSentence(unsent.length)} They are sent before this tablet leaves kiosk mode.
            </Callout.Text>
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
          <Button type="submit" highContrast loading={sending || login.isPending}>
            Leave kiosk mode
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
