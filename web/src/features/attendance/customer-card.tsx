/**
 * @module
 * A customer's week on the attendance screen (spec section 2): name, days present, delete, and
 * the five day cells Monday to Friday. The name links to the family page, and the child's
 * allergy and medical marks sit beside it; today's cell says what the day holds for the child.
 */
import type { DayRecord } from '@cubby/shared/day-record';
import { attendanceDayKey, type DirectoryEntry } from '@cubby/shared/docs';
import type { Expectation } from '@cubby/shared/expected-days';
import { Badge, Card, Flex, Heading } from '@radix-ui/themes';
import { memo } from 'react';
import { ChildAlerts } from '../../components/child-alerts.tsx';
import { ChildLink } from '../../components/child-link.tsx';
import { countOf } from '../../lib/format.ts';
import type { AttendanceDetails } from './attendance-details.ts';
import * as styles from './customer-card.css.ts';
import { DayCell } from './day-cell.tsx';
import { DeleteCustomerButton } from './delete-customer-button.tsx';

/** How a card changes a day; the screen writes it to the week document. */
export interface DayActions {
  /** Ticks or unticks a day; today's tick gives the arrival time. False when it failed. */
  toggle: (customerId: string, date: string, isPresent: boolean, arrivalTime?: string) => boolean;
  saveDetails: (
    customerId: string,
    date: string,
    details: AttendanceDetails,
    visitId?: string,
  ) => boolean;
  /** Now on the facility's clock ('HH:MM'): where today's arrival time starts. */
  now: () => string;
}

/** What a customer card shows. */
export interface CustomerCardProps {
  customer: DirectoryEntry;
  dates: string[];
  /** The dates of the week the centre is closed: no tick is offered on them. */
  closed: ReadonlySet<string>;
  /** The facility's date today, whose cell is marked. */
  today: string;
  /** What today holds for the child ('Confirmed', 'Not coming', ...), shown in today's cell. */
  todayExpectation: Expectation | null;
  /** The week's day records (decision 069), keyed by `attendanceDayKey`. */
  days: Map<string, DayRecord>;
  /** Whether the week document has loaded (until then the checkboxes wait). */
  ready: boolean;
  actions: DayActions;
}

/**
 * One customer's card for the week of `dates`; re-rendered only when its props change, its own
 * days compared one by one (the week's days keep their objects while unchanged), so a tick
 * re-renders one card, not the hundred of the grid (issue 21).
 */
export const CustomerCard = memo(function CustomerCard(props: CustomerCardProps) {
  const { customer, dates, days, actions } = props;
  const dayOf = (date: string) => days.get(attendanceDayKey(customer.id, date)) ?? null;
  const presentCount = dates.filter((date) => dayOf(date)?.present).length;
  return (
    <Card asChild size="2">
      <article aria-label={customer.name}>
        <Flex direction="column" gap="3">
          <div className={styles.cardHeader}>
            <Flex align="center" gap="2" wrap="wrap">
              <CardName customer={customer} />
              <Badge color={presentCount > 0 ? 'jade' : 'gray'} variant="soft" highContrast>
                {countOf(presentCount, 'day', 'days')} present
              </Badge>
            </Flex>
            <CardDelete customer={customer} />
          </div>
          <ul className={styles.days} aria-label={`${customer.name}: days of the week`}>
            {dates.map((date) => (
              <DayCell
                key={date}
                customerName={customer.name}
                hourlyRate={customer.hourlyRate}
                date={date}
                isToday={date === props.today}
                closed={props.closed.has(date)}
                expectation={date === props.today ? props.todayExpectation : null}
                day={dayOf(date)}
                disabled={!props.ready}
                now={actions.now}
                onToggle={(isPresent, arrival) =>
                  actions.toggle(customer.id, date, isPresent, arrival)
                }
                onSaveDetails={(details, visitId) =>
                  actions.saveDetails(customer.id, date, details, visitId)
                }
              />
            ))}
          </ul>
        </Flex>
      </article>
    </Card>
  );
}, sameCard);

// The name, its marks and the delete button stay the same when the week or a day changes; the
// name's link builds its address on every render, a hundred times on a week change.
const CardName = memo(function CardName({ customer }: { customer: DirectoryEntry }) {
  return (
    <>
      <Heading as="h2" size="3" className={styles.name}>
        <ChildLink child={customer} />
      </Heading>
      <ChildAlerts child={customer} />
    </>
  );
});

const CardDelete = memo(DeleteCustomerButton);

function sameCard(before: CustomerCardProps, after: CustomerCardProps): boolean {
  const { days: daysBefore, ...restBefore } = before;
  const { days: daysAfter, ...restAfter } = after;
  const keys = Object.keys(restBefore) as (keyof typeof restBefore)[];
  if (keys.some((key) => !Object.is(restBefore[key], restAfter[key]))) return false;
  if (daysBefore === daysAfter) return true;
  return after.dates.every((date) => {
    const key = attendanceDayKey(after.customer.id, date);
    return daysBefore.get(key) === daysAfter.get(key);
  });
}
