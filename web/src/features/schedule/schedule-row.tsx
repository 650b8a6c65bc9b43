/**
 * @module
 * One customer's row of the Schedule Overview: name (a link to the family page) with the edit
 * pen, the five default days, the week's confirmation, the family's notes, the child's standing note and the week's staff note.
 */
import { WEEKDAYS } from '@cubby/shared/dates';
import type { DirectoryEntry } from '@cubby/shared/docs';
import { DEFAULT_DAY_FIELDS } from '@cubby/shared/schemas';
import { Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { ChildLink } from '../../components/child-link.tsx';
import * as layout from '../../components/layout.css.ts';
import type { StaffConfirmation } from '../../lib/confirmation-view.ts';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { ConfirmationStatus } from './confirmation-status.tsx';
import { CustomerNotes } from './customer-notes.tsx';
import { DayMark } from './day-mark.tsx';
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
      {WEEKDAYS.map((day) => (
        <Table.Cell key={day} className={styles.dayColumn}>
          <DayMark scheduled={customer[DEFAULT_DAY_FIELDS[day]]} />
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
