/**
 * @module
 * A customer's staff note for the week, saved to the week document when the box loses focus
 * (spec section 2), so it works offline and reaches other staff devices by sync.
 */
import { setStaffNote } from '@cubby/shared/docs';
import { NoteField } from '../../components/note-field.tsx';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';

/** The staff notes box of one customer. */
export function StaffNoteField(props: {
  week: SyncedDoc;
  customerId: string;
  customerName: string;
  note: string;
  disabled: boolean;
}) {
  return (
    <NoteField
      label={`Staff notes for ${props.customerName}`}
      placeholder="Add staff notes for this week..."
      note={props.note}
      disabled={props.disabled}
      save={(note) => setStaffNote(props.week.doc, props.customerId, note)}
      saved={{ title: 'Staff notes saved' }}
      failed={{ title: 'Error', description: 'Failed to save staff notes.' }}
    />
  );
}
