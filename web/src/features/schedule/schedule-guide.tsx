/**
 * @module
 * The 'Schedule Overview Guide' card: what the icons, badges and columns mean (spec section 2),
 * and how staff answer an extra-day request (issue 16).
 */
import { ADVANCE_NOTICE_DAYS } from '@cubby/shared/constants';
import { Card, Heading } from '@radix-ui/themes';
import * as styles from './schedule-overview.css.ts';

const GUIDE = [
  'A green check means the customer is scheduled on that weekday by default; a gray X means they are not.',
  'Customer Status shows the family’s answer for the week: ✓ Confirmed, ✗ Not coming, 📅 Schedule change or + Extra day request, or Not confirmed when they have not answered yet. The date and time they answered appear under the badge.',
  'Under an extra-day request, Approve or Decline answers the family, with a message if you like; they see it in the customer portal at once, and you can change it. Requests at the top counts the requests of this week and next still waiting for an answer.',
  `Short notice marks an answer about a day less than ${ADVANCE_NOTICE_DAYS} days after it was given.`,
  'Use Previous Week and Next Week to see other weeks; confirmations, customer notes and staff notes belong to the week shown.',
  'Customer Notes are what the family wrote in the customer portal (absent days, schedule changes, extra-day requests and their reasons). They are read-only.',
  'Staff Notes are visible only to staff. They are saved for the week shown when you leave the box, also without a connection.',
  'Select the pen next to a customer’s name to change the days they are scheduled to attend.',
];

/** The guide card. */
export function ScheduleGuide() {
  return (
    <Card size="2" asChild>
      <section aria-labelledby="schedule-guide-heading">
        <Heading as="h2" size="4" mb="3" id="schedule-guide-heading">
          Schedule Overview Guide
        </Heading>
        <ul className={styles.guideList}>
          {GUIDE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
