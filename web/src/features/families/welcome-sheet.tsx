/**
 * @module
 * The welcome sheet staff print for a parent after making or resetting their login: the
 * business, the family, the username and first password (with the login's welcome code beside
 * a shared first password, decision 068), and where to sign in. It prints from the print layer
 * (the route table has no print page), which goes away when printing ends.
 */
import { Button } from '@radix-ui/themes';
import { PrintLayer, usePrintJob } from '../../components/print-layer.tsx';
import { useStaffUser } from '../../lib/staff-user.ts';
import * as styles from './welcome-sheet.css.ts';

/** What the sheet says. */
export interface WelcomeSheetContent {
  familyName: string;
  username: string;
  password: string;
  /** Beside a shared first password: asked once, when the parent chooses their password. */
  welcomeCode?: string | undefined;
}

/** The Print welcome sheet button, and the sheet while it prints. */
export function PrintWelcomeSheet(props: WelcomeSheetContent) {
  const [job, print] = usePrintJob<WelcomeSheetContent>();
  return (
    <>
      <Button type="button" variant="outline" highContrast onClick={() => print({ ...props })}>
        Print welcome sheet
      </Button>
      {job ? <WelcomeSheet {...job} /> : null}
    </>
  );
}

/** The sheet itself, on paper only. */
function WelcomeSheet(props: WelcomeSheetContent) {
  const { businessName } = useStaffUser();
  const portal = `${window.location.origin}/customer-login`;
  return (
    <PrintLayer className={styles.sheet} testId="welcome-sheet">
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
        {props.welcomeCode ? (
          <>
            <dt>Welcome code</dt>
            <dd className={styles.password}>{props.welcomeCode}</dd>
          </>
        ) : null}
      </dl>
      <p>
        At your first sign-in you choose your own password
        {props.welcomeCode ? ', and enter the welcome code once' : ''}; the first password then
        stops working. Later you can set a kiosk PIN in the portal, to sign your children in and out
        at the door.
      </p>
    </PrintLayer>
  );
}
