/**
 * @module
 * Timesheets at /timesheets (DESIGN section 7), for the owner: each person's week of the time
 * clock, corrected with a reason, printed or downloaded. Behind the owner gate, as /financial.
 */
import type { ReactNode } from 'react';
import type { AccessFormProps } from '../../components/owner-gate.tsx';
import { OwnerScreen } from '../../components/owner-screen.tsx';
import { TimesheetsPanel } from './timesheets-panel.tsx';

/** The Timesheets screen. */
export function TimesheetsScreen(props: { accessForm: (form: AccessFormProps) => ReactNode }) {
  return (
    <OwnerScreen
      path="/timesheets"
      title="Timesheets"
      subtitle="Each person's time worked and on break, per day and per week"
      purpose="Enter the owner credentials to see and correct the timesheets."
      accessForm={props.accessForm}
    >
      {() => <TimesheetsPanel />}
    </OwnerScreen>
  );
}
