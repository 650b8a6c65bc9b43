/**
 * @module
 * People at /people (DESIGN section 7, "People"), for the owner: everyone who signs in has an
 * account of their own, which the owner adds, renames, makes staff or owner, deactivates and
 * reactivates, and whose password the owner resets. Behind the owner gate, as /financial.
 */
import type { ReactNode } from 'react';
import type { AccessFormProps } from '../../components/owner-gate.tsx';
import { OwnerScreen } from '../../components/owner-screen.tsx';
import { PeoplePanel } from './people-panel.tsx';

/** The People screen. */
export function PeopleScreen(props: { accessForm: (form: AccessFormProps) => ReactNode }) {
  return (
    <OwnerScreen
      path="/people"
      title="People"
      subtitle="Everyone who signs in, each as themselves"
      purpose="Enter the owner credentials to manage the people who sign in."
      accessForm={props.accessForm}
      narrow
    >
      {(access) => <PeoplePanel {...access} />}
    </OwnerScreen>
  );
}
