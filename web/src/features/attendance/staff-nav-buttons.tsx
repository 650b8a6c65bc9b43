/**
 * @module
 * The attendance screen's header buttons (spec section 2): Schedule goes to /schedule, Customer
 * Portal opens the parents' login in a new tab, and the Financial button (the owner access
 * dialog, another feature) is passed in by the route. Families (DESIGN section 7) and Requests
 * (issue 16: extra days waiting for an answer) sit beside Schedule, and Dashboard comes first
 * (issue 16: the spec gives / no way to the dashboard). Time clock (issue 19) is each person's own.
 */
import { Button } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FamiliesButton } from '../../components/families-button.tsx';
import { RequestsButton } from '../../components/requests-button.tsx';

/** Dashboard, Schedule, Families, Time clock, Requests, Financial and Customer Portal. */
export function StaffNavButtons({ financial }: { financial: ReactNode }) {
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outline" highContrast onClick={() => void navigate({ to: '/dashboard' })}>
        Dashboard
      </Button>
      <Button variant="outline" highContrast onClick={() => void navigate({ to: '/schedule' })}>
        Schedule
      </Button>
      <FamiliesButton />
      <Button variant="outline" highContrast onClick={() => void navigate({ to: '/time-clock' })}>
        Time clock
      </Button>
      <RequestsButton />
      {financial}
      <Button
        variant="outline"
        highContrast
        // A separate tab, so the staff screen stays signed in and open behind the portal.
        onClick={() => window.open('/customer-login', '_blank', 'noopener')}
      >
        Customer Portal
      </Button>
    </>
  );
}
