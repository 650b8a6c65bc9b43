/**
 * @module
 * One weekday of a customer's payment row: the day's cost, what a part payment covers of it, and
 * its paid checkbox when the customer was present, 'Not Present' otherwise (spec section 2). A day
 * still in progress says so (its record's charge is null, decision 069): it is charged when the
 * child leaves, never at an estimate, and has nothing to pay yet (decision 071).
 */
import { formatDisplayDate, weekdayName } from '@cubby/shared/dates';
import { formatDollars } from '@cubby/shared/money';
import { IN_PROGRESS } from '@cubby/shared/week-money';
import { Checkbox, Flex, Table, Text } from '@radix-ui/themes';
import * as styles from './financial.css.ts';
import type { PaymentDay } from './financial-week.ts';

/** A day cell of the payment table. */
export function PaidDayCell(props: {
  customerName: string;
  day: PaymentDay;
  onPaidChange: (paid: boolean) => void;
}) {
  const { day } = props;
  if (!day.present) {
    return (
      <Table.Cell className={styles.dayColumn}>
        <Text size="2" color="gray">
          Not Present
        </Text>
      </Table.Cell>
    );
  }
  if (day.costCents === null) {
    return (
      <Table.Cell className={styles.dayColumn}>
        <Text size="2" color="gray">
          {IN_PROGRESS}
        </Text>
      </Table.Cell>
    );
  }
  return (
    <Table.Cell className={styles.dayColumn}>
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium">
          {formatDollars(day.costCents)}
        </Text>
        {day.partPaidCents > 0 ? (
          // A part payment covers some of the day (decision 031); the box ticks when all is.
          <Text size="1" color="gray">
            {formatDollars(day.partPaidCents)} paid
          </Text>
        ) : null}
        <Text as="label" size="2" className={styles.paidLabel}>
          <Checkbox
            aria-label={`Paid: ${props.customerName}, ${weekdayName(day.date)} ${formatDisplayDate(day.date)}`}
            checked={day.paid}
            onCheckedChange={(checked) => props.onPaidChange(checked === true)}
          />
          Paid
        </Text>
      </Flex>
    </Table.Cell>
  );
}
