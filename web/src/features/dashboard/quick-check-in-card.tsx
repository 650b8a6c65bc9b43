/**
 * @module
 * The Quick Check-in/Check-out card (spec section 2): a search by name (case-insensitive, any
 * part of the name), each customer with its check-in state, and the Add Customer dialog. Every
 * child who is in is listed, and of the others the first five (`quick-list.ts`, decision 073).
 * Check-ins are written to this week's document, so they work offline.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { HelpTooltip } from '../../components/help-tooltip.tsx';
import type { ChildVisit } from '../../data/week.ts';
import { AddCustomerButton } from './add-customer-button.tsx';
import { CheckInRow } from './check-in-row.tsx';
import * as styles from './dashboard.css.ts';
import { HELP } from './help-texts.ts';
import { quickList } from './quick-list.ts';

/** The quick check-in card. */
export function QuickCheckInCard(props: {
  customers: DirectoryEntry[];
  loading: boolean;
  openByCustomer: Map<string, ChildVisit>;
  undoableByCustomer: Map<string, ChildVisit>;
  now: Date;
  onCheckIn: (customerId: string) => void;
  onCheckOut: (customerId: string) => void;
  onUndoCheckOut: (customerId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const headingId = useId();
  const { openByCustomer, undoableByCustomer } = props;
  const shown = quickList(
    props.customers,
    search,
    (id) => openByCustomer.has(id) || undoableByCustomer.has(id),
  );

  return (
    <Card asChild size="2">
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id={headingId}>
              Quick Check-in/Check-out
            </Heading>
            <AddCustomerButton />
          </Flex>
          <Flex gap="4" wrap="wrap">
            <Flex align="center" gap="1">
              <Text size="2" color="gray">
                Checking in
              </Text>
              <HelpTooltip {...HELP.checkIn} />
            </Flex>
            <Flex align="center" gap="1">
              <Text size="2" color="gray">
                Checking out
              </Text>
              <HelpTooltip {...HELP.checkOut} />
            </Flex>
          </Flex>
          <TextField.Root
            type="search"
            aria-label="Search customers by name"
            placeholder="Search customers by name..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {props.loading ? (
            <Text color="gray">Loading customers...</Text>
          ) : shown.length === 0 ? (
            <Text color="gray">
              {search.trim()
                ? 'No customers found matching your search.'
                : 'No customers available.'}
            </Text>
          ) : (
            <ul className={styles.list} aria-label="Customers">
              {shown.map((customer) => (
                <CheckInRow
                  key={customer.id}
                  customer={customer}
                  openVisit={openByCustomer.get(customer.id)}
                  undoable={undoableByCustomer.get(customer.id)}
                  now={props.now}
                  onCheckIn={props.onCheckIn}
                  onCheckOut={props.onCheckOut}
                  onUndoCheckOut={props.onUndoCheckOut}
                />
              ))}
            </ul>
          )}
        </Flex>
      </section>
    </Card>
  );
}
