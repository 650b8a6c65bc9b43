/**
 * @module
 * The Financial Dashboard at /financial (spec section 2), for the owner: the staff header with
 * 'Back to Attendance' and links to the owner's other screens, and below it the owner gate,
 * which shows the dashboard only to a validated owner token. The route passes in the owner
 * access form (another feature).
 */
import type { ReactNode } from 'react';
import type { AccessFormProps } from '../../components/owner-gate.tsx';
import { OwnerScreen } from '../../components/owner-screen.tsx';
import { useWeekOnScreen } from '../../lib/facility-clock.ts';
import { FinancialDashboard } from './financial-dashboard.tsx';

/** The financial dashboard screen. */
export function FinancialScreen(props: { accessForm: (form: AccessFormProps) => ReactNode }) {
  // Kept above the gate, so an owner asked to sign in again returns to the week they were on.
  const [monday, setMonday] = useWeekOnScreen();
  return (
    <OwnerScreen
      path="/financial"
      title="Financial Dashboard"
      subtitle="Owner-only financial management and payment tracking"
      purpose="Enter the owner credentials to open the financial dashboard."
      accessForm={props.accessForm}
    >
      {(access) => <FinancialDashboard {...access} monday={monday} onWeekChange={setMonday} />}
    </OwnerScreen>
  );
}
