/**
 * @module
 * One customer's row of the Weekly Payment Tracking table: the five days, what was received of
 * the week's total with Mark Week Paid / Unmark Week and Record Payment, the link to the child's
 * history on the Activity screen, and the week's financial note.
 */
import { setFinancialNote } from '@cubby/shared/docs';
import { formatDollars } from '@cubby/shared/money';
import { Button, Flex, Table, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type * as Y from 'yjs';
import * as layout from '../../components/layout.css.ts';
import { NoteField } from '../../components/note-field.tsx';
import * as styles from './financial.css.ts';
import type { CustomerWeek } from './financial-week.ts';
import { PaidDayCell } from './paid-day-cell.tsx';
import { markDayPaid, toggleWeekPaid } from './payment-writes.ts';

/** A customer's payment row. */
export function PaymentRow(props: {
  row: CustomerWeek;
  note: string;
  finance: Y.Doc;
  onRecordPayment: () => void;
}) {
  const { row, finance } = props;
  const weekAction = row.allPaid ? 'Unmark Week' : 'Mark Week Paid';
  return (
    <Table.Row>
      <Table.RowHeaderCell className={layout.stickyName}>
        <Text weight="medium">{row.name}</Text>
      </Table.RowHeaderCell>
      {row.days.map((day) => (
        <PaidDayCell
          key={day.date}
          customerName={row.name}
          day={day}
          onPaidChange={(paid) => markDayPaid(finance, row.name, day, paid)}
        />
      ))}
      <Table.Cell className={styles.receivedColumn}>
        <Flex direction="column" gap="2" align="start">
          <Text size="2" weight="medium">
            {formatDollars(row.money.paidCents)} / {formatDollars(row.money.costCents)}
          </Text>
          <Button
            size="1"
            variant={row.allPaid ? 'soft' : 'solid'}
            highContrast
            // The visible text first, then whose week, so every row's button has its own name.
            aria-label={`${weekAction}: ${row.name}`}
            disabled={row.chargedDays.length === 0}
            onClick={() => toggleWeekPaid(finance, row)}
          >
            {weekAction}
          </Button>
          {/* Cash or cheque against the family's whole balance, which may span earlier weeks. */}
          <Button
            size="1"
            variant="outline"
            highContrast
            aria-label={`Record Payment: ${row.name}`}
            onClick={props.onRecordPayment}
          >
            Record Payment
          </Button>
          {/* Who changed this child's days, payments and notes, one click away. */}
          <Button size="1" variant="ghost" highContrast asChild>
            <Link
              to="/activity"
              search={{ customerId: row.id }}
              aria-label={`History: ${row.name}`}
            >
              History
            </Link>
          </Button>
        </Flex>
      </Table.Cell>
      <Table.Cell className={styles.notesColumn}>
        {/* Saved to the finance document: offline too, and live on the owner's other laptop. */}
        <NoteField
          label={`Financial notes for ${row.name}`}
          placeholder="Add financial notes for this week..."
          note={props.note}
          save={(note) => setFinancialNote(finance, row.id, note)}
          saved={{
            title: 'Notes Updated',
            description: 'Financial notes saved for this week only',
          }}
          failed={{ title: 'Error', description: 'Failed to save notes' }}
        />
      </Table.Cell>
    </Table.Row>
  );
}
