/**
 * @module
 * The dashboard's links (spec section 2): 'Weekly Attendance' to /weekly-attendance and 'Process
 * Payments' to /checkout, with the auto-payment help; and 'Kiosks' to /kiosks, the tablets at the
 * front door (DESIGN section 7, "Kiosk"), and 'Sign-In Sheet' to /sign-in-sheet, who brought
 * and fetched each child today (issue 17).
 */
import { Button, Card, Flex, Heading } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { HelpTooltip } from '../../components/help-tooltip.tsx';
import { HELP } from './help-texts.ts';

/** Quick links to other screens. */
export function DashboardLinks() {
  const headingId = useId();
  return (
    <Card asChild>
      <nav aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            Quick Links
          </Heading>
          {/* /weekly-attendance leads to the attendance screen at / (routes/weekly-attendance.tsx). */}
          <Button asChild variant="outline">
            <Link to="/weekly-attendance">Weekly Attendance</Link>
          </Button>
          <Flex align="center" gap="2">
            <Button asChild highContrast style={{ flex: 1 }}>
              {/* A new document: only /checkout's policy lets Stripe's card form load (decision
                  015), and a page keeps the policy it was first loaded with. */}
              <Link to="/checkout" reloadDocument>
                Process Payments
              </Link>
            </Button>
            <HelpTooltip {...HELP.autoPayment} />
          </Flex>
          <Button asChild variant="outline">
            <Link to="/kiosks">Kiosks</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/sign-in-sheet">Sign-In Sheet</Link>
          </Button>
        </Flex>
      </nav>
    </Card>
  );
}
