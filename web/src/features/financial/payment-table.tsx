/**
 * @module
 * The Weekly Payment Tracking card (spec section 2): the search by name and one row per
 * customer, sorted by name, with the week's paid flags and financial notes.
 */
import { formatDisplayDate, weekdayName } from '@cubby/shared/dates';
import { Card, Flex, Heading, Table, Text, TextField } from '@radix-ui/themes';
import type * as Y from 'yjs';
import * as layout from '../../components/layout.css.ts';
import { todayMark, WeekColumns } from '../../components/today-column.tsx';
import { filterByName } from '../../data/directory.ts';
import { useFacilityToday } from '../../lib/facility-clock.ts';
import * as styles from './financial.css.ts';
import type { CustomerWeek } from './financial-week.ts';
import { PaymentRow } from './payment-row.tsx';

/** The weekly payment table with its search. */
export function PaymentTable(props: {
  rows: CustomerWeek[];
  dates: string[];
  notes: Map<string, string>;
  finance: Y.Doc;
  search: string;
  onSearchChange: (search: string) => void;
  onRecordPayment: (customer: { id: string; name: string }) => void;
}) {
  const shown = filterByName(props.rows, props.search);
  const today = useFacilityToday();
  return (
    <Card size="2" asChild>
      <section aria-labelledby="payment-tracking-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="payment-tracking-heading">
            Weekly Payment Tracking
          </Heading>
          <TextField.Root
            className={styles.search}
            type="search"
            aria-label="Search customers by name"
            placeholder="Search customers by name..."
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
          />
          {shown.length === 0 ? (
            <Text as="p" color="gray" align="center" my="4" role="status">
              No customers found matching your search.
            </Text>
          ) : (
            <Table.Root variant="surface" size="1">
              <WeekColumns before={1} dates={props.dates} today={today} after={2} />
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell className={layout.stickyName}>
                    Customer
                  </Table.ColumnHeaderCell>
                  {props.dates.map((date) => (
                    <Table.ColumnHeaderCell
                      key={date}
                      {...todayMark(date, today, styles.dayColumn)}
                    >
                      <Text as="div">{weekdayName(date)}</Text>
                      <Text as="div" size="1" color="gray" weight="regular">
                        {formatDisplayDate(date)}
                      </Text>
                    </Table.ColumnHeaderCell>
                  ))}
                  <Table.ColumnHeaderCell className={styles.receivedColumn}>
                    Payment Received
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell className={styles.notesColumn}>
                    Financial Notes
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((row) => (
                  <PaymentRow
                    key={row.id}
                    row={row}
                    note={props.notes.get(row.id) ?? ''}
                    finance={props.finance}
                    onRecordPayment={() => props.onRecordPayment(row)}
                  />
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Flex>
      </section>
    </Card>
  );
}
