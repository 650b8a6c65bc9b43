/**
 * @module
 * People at /people (DESIGN section 7, "People"), for the owner: everyone who signs in has an
 * account of their own, which the owner adds, renames, makes staff or owner, deactivates and
 * reactivates, and whose password the owner resets. Behind the owner gate, as /financial.
 */
import type { ReactNode } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import * as layout from '../../components/layout.css.ts';
import { type AccessFormProps, OwnerGate } from '../../components/owner-gate.tsx';
import { OwnerLinks } from '../../components/owner-links.tsx';
import { PeoplePanel } from './people-panel.tsx';

/** The People screen. */
export function PeopleScreen(props: { accessForm: (form: AccessFormProps) => ReactNode }) {
  return (
    <div className={layout.narrowPage}>
      <AppHeader
        title="People"
        subtitle="Everyone who signs in, each as themselves"
        actions={<OwnerLinks current="/people" />}
      />
      <main>
        <OwnerGate
          accessForm={props.accessForm}
          purpose="Enter the owner credentials to manage the people who sign in."
        >
          {(access) => <PeoplePanel {...access} />}
        </OwnerGate>
      </main>
    </div>
  );
}
