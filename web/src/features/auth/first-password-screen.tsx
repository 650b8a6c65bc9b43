/**
 * @module
 * The staff side of the first password (decision 019): a person signed in with the first
 * password the owner gave them sees only the form that replaces it, the server refusing every
 * other request until then.
 */
import { Card } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { FirstPasswordForm } from '../../components/first-password-form.tsx';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
import * as styles from './sign-in-screen.css.ts';

/** The screen that replaces a first password with the person's own. */
export function FirstPasswordScreen({ name }: { name: string }) {
  const queryClient = useQueryClient();
  return (
    <main className={styles.main}>
      <Card size="4" className={styles.card}>
        <FirstPasswordForm
          name={name}
          token="staff"
          headingAs="h1"
          // The user is read again: it no longer asks for a change, and the screens open.
          onChanged={() => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })}
        />
      </Card>
    </main>
  );
}
