/**
 * @module
 * One customer's row of the Schedule Overview: name (a link to the family page) with the edit
 * pen, the five default days, the week's confirmation, the family's notes, the child's standing note and the week's staff note.
 */
import { addDays, WEEKDAYS, type Weekday } from '@cubby/shared/dates';
import type { DirectoryEntry } from '@cubby/shared/docs';
import { expectationOn } from '@cubby/shared/expected-days';
import { DEFAULT_DAY_FIELDS } from '@cubby/shared/schemas';
import { Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { ChildLink } from '../../components/child-link.tsx';
import * as layout from '../../components/layout.css.ts';
import { answersOf } from '../../data/week-answers.ts';
import type { StaffConfirmation } from '../../lib/confirmation-view.ts';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { ConfirmationStatus } from './confirmation-status.tsx';
import { CustomerNotes } from './customer-notes.tsx';
import { DayMark, type DayMarkKind } from './day-mark.tsx';
import { PenIcon } from './schedule-icons.tsx';
import * as styles from './schedule-overview.css.ts';
import * as scroll from './schedule-scroll.css.ts';
import { StaffNoteField } from './staff-note-field.tsx';
import { StandingNoteField } from './standing-note-field.tsx';

/** A customer's row. */
export function ScheduleRow(props: {
  customer: DirectoryEntry;
  confirmation: StaffConfirmation | undefined;
  monday: string;
  week: SyncedDoc;
  staffNote: string;
  /** The child's standing note; undefined while the server has not answered. */
  standingNote: string | undefined;
  weekLoaded: boolean;
  onEdit: (customer: DirectoryEntry) => void;
}) {
  const { customer } = props;
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell className={layout.stickyName}>
        <Flex align="center" gap="2" justify="between">
          <Text weight="medium">
            <ChildLink child={customer} />
          </Text>
          <IconButton
            size="1"
            variant="ghost"
            aria-label={`Edit schedule for ${customer.name}`}
            onClick={() => props.onEdit(customer)}
          >
            <PenIcon />
          </IconButton>
        </Flex>
      </Table.RowHeaderCell>
      {WEEKDAYS.map((day, index) => (
        <Table.Cell key={day} className={styles.dayColumn}>
          <DayMark
            kind={dayMarkOf(customer, props.confirmation, addDays(props.monday, index), day)}
          />
        </Table.Cell>
      ))}
      <Table.Cell className={styles.statusColumn}>
        <ConfirmationStatus
          confirmation={props.confirmation}
          customer={customer}
          monday={props.monday}
        />
      </Table.Cell>
      <Table.Cell className={`${styles.notesColumn} ${scroll.customerNotesCell}`}>
        <CustomerNotes confirmation={props.confirmation} />
      </Table.Cell>
      <Table.Cell className={`${styles.staffNotesColumn} ${scroll.staffNotesCell}`}>
        <Flex direction="column" gap="2">
          <StandingNoteField
            customerId={customer.id}
            customerName={customer.name}
            note={props.standingNote}
          />
          <StaffNoteField
            week={props.week}
            customerId={customer.id}
            customerName={customer.name}
            note={props.staffNote}
            disabled={!props.weekLoaded}
          />
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

// A default day, or a day staff approved beyond them this week, by the one rule the dashboard
// and the attendance grid show (`expectationOn`).
function dayMarkOf(
  customer: DirectoryEntry,
  confirmation: StaffConfirmation | undefined,
  date: string,
  day: Weekday,
): DayMarkKind {
  if (customer[DEFAULT_DAY_FIELDS[day]]) return 'scheduled';
  const { answers, decisions } = answersOf(
    confirmation ? new Map([[customer.id, confirmation]]) : new Map(),
  );
  const facts = {
    days: customer,
    answer: answers.get(customer.id) ?? null,
    decision: decisions.get(customer.id) ?? null,
  };
  return expectationOn(date, facts)?.kind === 'extra_day' ? 'extra_day' : 'not_scheduled';
}
