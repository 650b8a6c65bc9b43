/**
 * @module
 * /weekly-attendance: the dashboard's 'Weekly Attendance' link (spec section 2). The spec's route
 * table leaves it out, so it fell to the 404 card; issue 16 makes it lead to the staff weekly
 * attendance screen.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';

// A redirect, not a second copy of the screen: the attendance screen keeps one address, `/`,
// so a bookmark, the browser's history and every "Back to Attendance" agree on where it is.
// `replace` keeps Back from bouncing through this path again. Signed out, `/` shows the sign-in.
export const Route = createFileRoute('/weekly-attendance')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
