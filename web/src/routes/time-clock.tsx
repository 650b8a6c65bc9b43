/**
 * @module
 * /time-clock: a signed-in person's own time clock (decision 040), staff and owner alike.
 */
import { createFileRoute } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

async function loadTimeClock() {
  const { TimeClockScreen } = await import('../features/time-clock/time-clock-screen.tsx');
  return TimeClockScreen;
}

export const Route = createFileRoute('/time-clock')({
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadTimeClock),
});
