/**
 * @module
 * A customer's staff note for the week, saved to the week document when the box loses focus
 * (spec section 2), so it works offline and reaches other staff devices by sync. While nobody
 * is typing in it, the box follows the document, so another device's edit shows at once.
 */
import { setStaffNote } from '@cubby/shared/docs';
import { TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { toast } from '../../lib/toast-store.ts';

/** The staff notes box of one customer. */
export function StaffNoteField(props: {
  week: SyncedDoc;
  customerId: string;
  customerName: string;
  note: string;
  disabled: boolean;
}) {
  // null while not editing: the box then shows the document's note.
  const [draft, setDraft] = useState<string | null>(null);

  const save = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft === props.note) return;
    try {
      setStaffNote(props.week.doc, props.customerId, draft);
      toast({ title: 'Staff notes saved' });
    } catch (error) {
      console.error('Saving a staff note failed', error);
      toast({ title: 'Error', description: 'Failed to save staff notes.', variant: 'destructive' });
    }
  };

  return (
    <TextArea
      size="1"
      rows={2}
      aria-label={`Staff notes for ${props.customerName}`}
      placeholder="Add staff notes for this week..."
      disabled={props.disabled}
      value={draft ?? props.note}
      onFocus={() => setDraft(props.note)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
    />
  );
}
