/**
 * @module
 * What an owner signed in on the sign-in page reads above the front desk's screens: an owner's
 * session reads the desk's documents but writes none of them (DESIGN section 2; decision 072),
 * so the desk's work is done with a staff account, and the owner's own screens are one link away.
 */
import { Callout, Link } from '@radix-ui/themes';
import { Link as RouterLink } from '@tanstack/react-router';
import * as styles from './desk-screen-note.css.ts';

/** The note shown to an owner on a front-desk screen. */
export function DeskScreenNote() {
  return (
    <Callout.Root color="blue" variant="surface" highContrast role="note" className={styles.note}>
      <Callout.Text>
        You are signed in as the owner. This is the front desk's screen: checking children in and
        out, attendance, schedules and notes are done with a staff account, so changes made here are
        not saved.{' '}
        <Link asChild weight="medium">
          <RouterLink to="/financial">Open the financial dashboard</RouterLink>
        </Link>
      </Callout.Text>
    </Callout.Root>
  );
}
