/**
 * @module
 * / : the staff weekly attendance screen (spec section 2), behind the staff gate.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

// Features do not import each other; the route composes the attendance screen with the owner
// access dialog and the reports.
async function loadAttendance() {
  const [{ AttendanceScreen }, { OwnerAccessButton }, { ReportActions }] = await Promise.all([
    import('../features/attendance/attendance-screen.tsx'),
    import('../features/owner-access/owner-access-button.tsx'),
    import('../features/reports/report-actions.tsx'),
  ]);
  return function Attendance() {
    return (
      <AttendanceScreen
        financialButton={<OwnerAccessButton />}
        renderReports={(monday) => <ReportActions monday={monday} />}
      />
    );
  };
}

export const Route = createFileRoute('/')({
  // staffScreen loads the screen itself; the gate and the sign-in come with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadAttendance, { desk: true }),
});
