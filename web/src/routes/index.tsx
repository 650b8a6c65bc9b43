/**
 * @module
 * / : the staff weekly attendance screen (spec section 2), behind the staff gate.
 */
import { createFileRoute } from '@tanstack/react-router';
import { AttendanceScreen } from '../features/attendance/attendance-screen.tsx';
import { StaffGate } from '../features/auth/staff-session.tsx';
import { OwnerAccessButton } from '../features/owner-access/owner-access-button.tsx';
import { ReportActions } from '../features/reports/report-actions.tsx';

// Features do not import each other; the route composes the attendance screen with the owner
// access dialog and the reports.
export const Route = createFileRoute('/')({
  component: () => (
    <StaffGate>
      <AttendanceScreen
        financialButton={<OwnerAccessButton />}
        renderReports={(monday) => <ReportActions monday={monday} />}
      />
    </StaffGate>
  ),
});
