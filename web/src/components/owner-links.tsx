/**
 * @module
 * The header links of the owner's screens: each of the others (Financial, Payments, People,
 * Kiosks, Rooms, Room Plan, Timesheets, Activity, Settings), and 'Back to Attendance'. The owner
 * gate guards each screen, so the links show before it too.
 */
import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';

const OWNER_SCREENS = [
  { to: '/financial', label: 'Financial' },
  { to: '/payments', label: 'Payments' },
  { to: '/people', label: 'People' },
  { to: '/kiosks', label: 'Kiosks' },
  { to: '/rooms/settings', label: 'Rooms' },
  { to: '/rooms/plan', label: 'Room Plan' },
  { to: '/timesheets', label: 'Timesheets' },
  { to: '/activity', label: 'Activity' },
  { to: '/settings', label: 'Settings' },
] as const;

/** The path of one of the owner's screens. */
export type OwnerScreenPath = (typeof OWNER_SCREENS)[number]['to'];

/** Links to the owner's other screens and back to attendance. */
export function OwnerLinks({ current }: { current: OwnerScreenPath }) {
  return (
    <>
      {OWNER_SCREENS.filter((screen) => screen.to !== current).map((screen) => (
        <Button key={screen.to} asChild variant="soft" highContrast>
          <Link to={screen.to}>{screen.label}</Link>
        </Button>
      ))}
      <Button asChild variant="outline">
        <Link to="/">Back to Attendance</Link>
      </Button>
    </>
  );
}
