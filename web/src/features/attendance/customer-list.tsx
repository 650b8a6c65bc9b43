/**
 * @module
 * The customer cards of the week, with the list's loading and empty states.
 */
import type { DayRecord } from '@cubby/shared/day-record';
import type { DirectoryEntry } from '@cubby/shared/docs';
import type { Expectation } from '@cubby/shared/expected-days';
import { Card, Text } from '@radix-ui/themes';
import { memo, useDeferredValue, useMemo } from 'react';
import { useRevealedCount } from '../../lib/use-revealed-count.ts';
import * as styles from './attendance-screen.css.ts';
import { CustomerCard, type CustomerCardProps } from './customer-card.tsx';

const FIRST_CARDS = 8;
const CARDS_PER_FRAME = 8;

/** The cards of the customers shown, or why there are none; re-rendered when its props change. */
export const CustomerList = memo(function CustomerList(props: {
  customers: DirectoryEntry[];
  loaded: boolean;
  searching: boolean;
  dates: string[];
  /** The dates of the week the centre is closed. */
  closed: ReadonlySet<string>;
  today: string;
  /** What today holds for each child, when the week shown holds today (else empty). */
  todayExpectations: Map<string, Expectation>;
  days: Map<string, DayRecord>;
  ready: boolean;
  actions: CustomerCardProps['actions'];
}) {
  // A tablet shows two or three cards; the rest follow a few a frame.
  const revealed = useRevealedCount(props.customers.length, FIRST_CARDS, CARDS_PER_FRAME);
  const week = useMemo(
    () => ({
      dates: props.dates,
      closed: props.closed,
      today: props.today,
      todayExpectations: props.todayExpectations,
      days: props.days,
      ready: props.ready,
      actions: props.actions,
    }),
    [
      props.dates,
      props.closed,
      props.today,
      props.todayExpectations,
      props.days,
      props.ready,
      props.actions,
    ],
  );
  // A week change paints the first cards with the new week at once and brings the cards below
  // them along in a render React may interrupt; until then each shows, and writes to, the week it
  // showed. Within one week nothing waits: a tick shows at once on any card.
  const deferred = useDeferredValue(week);
  const below = deferred.dates === week.dates ? week : deferred;
  if (props.customers.length === 0) {
    return (
      <Card role="status">
        <Text color="gray">{emptyText(props.loaded, props.searching)}</Text>
      </Card>
    );
  }
  return (
    <ul className={styles.customerList} aria-label="Customers">
      {props.customers.slice(0, revealed).map((customer, index) => {
        const shown = index < FIRST_CARDS ? week : below;
        return (
          <li key={customer.id}>
            <CustomerCard
              customer={customer}
              dates={shown.dates}
              closed={shown.closed}
              today={shown.today}
              todayExpectation={shown.todayExpectations.get(customer.id) ?? null}
              days={shown.days}
              ready={shown.ready}
              actions={shown.actions}
            />
          </li>
        );
      })}
    </ul>
  );
});

function emptyText(loaded: boolean, searching: boolean): string {
  if (!loaded) return 'Loading customers...';
  if (searching) return 'No customers found matching your search.';
  return 'No customers yet. Add one with the form below.';
}
