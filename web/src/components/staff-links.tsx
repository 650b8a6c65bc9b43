/**
 * @module
 * The header links of the staff's lists away from the day (Families, Kiosks, Time clock): the way back to the
 * screens staff spend the day on, and to each of the other lists.
 */
import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';

const STAFF_SCREENS = [
  { to: '/', label: 'Attendance' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/families', label: 'Families' },
  { to: '/kiosks', label: 'Kiosks' },
  { to: '/time-clock', label: 'Time clock' },
] as const;

/** Links to the staff screens but `current`. */
export function StaffLinks({ current }: { current: '/families' | '/kiosks' | '/time-clock' }) {
  return (
    <>
      {STAFF_SCREENS.filter((screen) => screen.to !== current).map((screen) => (
        <Button key={screen.to} asChild variant="outline" highContrast>
          <Link to={screen.to}>{screen.label}</Link>
        </Button>
      ))}
    </>
  );
}
