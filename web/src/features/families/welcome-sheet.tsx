/**
 * @module
 * The welcome sheet staff print for a parent after making or resetting their login: the
 * business, the family, the username and first password, and where to sign in. It renders into
 * a layer under <body> that only print media shows (the route table has no print page), and the
 * print dialog opens once it is in the page; it goes away when printing ends.
 */
import { Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStaffUser } from '../../lib/staff-user.ts';
import * as styles from './welcome-sheet.css.ts';

/** What the sheet says. */
export interface WelcomeSheetContent {
  familyName: string;
  username: string;
  password: string;
}

/** The Print welcome sheet button, and the sheet while it prints. */
export function PrintWelcomeSheet(props: WelcomeSheetContent) {
  const [printing, setPrinting] = useState(0);
  useEffect(() => {
    // After the sheet is committed to the page, so the dialog prints it.
    if (printing) window.print();
  }, [printing]);
  useEffect(() => {
    const done = () => setPrinting(0);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        highContrast
        onClick={() => setPrinting((n) => n + 1)}
      >
        Print welcome sheet
      </Button>
      {printing ? <WelcomeSheet {...props} /> : null}
    </>
  );
}

/** The sheet itself, on paper only. */
function WelcomeSheet(props: WelcomeSheetContent) {
  const { businessName } = useStaffUser();
  const portal = `${window.location.origin}/customer-login`;
  return createPortal(
    <div className={styles.sheet} data-testid="welcome-sheet">
      <h1 className={styles.title}>{businessName ?? 'Cubby'}</h1>
      <p>Welcome to our parents' portal: your children's week, your answers and your details.</p>
      <dl className={styles.details}>
        <dt>Family</dt>
        <dd>{props.familyName}</dd>
        <dt>Sign in at</dt>
        <dd>{portal}</dd>
        <dt>Username</dt>
        <dd>{props.username}</dd>
        <dt>First password</dt>
        <dd className={styles.password}>{props.password}</dd>
      </dl>
      <p>
        At your first sign-in you choose your own password; this one then stops working. Later you
        can set a kiosk PIN in the portal, to sign your children in and out at the door.
      </p>
    </div>,
    document.body,
  );
}
