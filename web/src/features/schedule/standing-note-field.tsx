/**
 * @module
 * A child's standing note in the Staff Notes cell (issue 16): shown every week, saved to the
 * child's profile when the box loses focus. It needs the server, so offline the box is read-only
 * and says so, while the week's staff note below keeps working offline.
 */
import { Flex, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useSaveStandingNote } from './use-standing-notes.ts';

/** The standing note of one child; `note` undefined while the server has not answered. */
export function StandingNoteField(props: {
  customerId: string;
  customerName: string;
  note: string | undefined;
}) {
  const online = useBrowserOnline();
  const save = useSaveStandingNote();
  // null while not editing: the box then shows the saved note.
  const [draft, setDraft] = useState<string | null>(null);
  const id = `standing-note-${props.customerId}`;
  const unknown = props.note === undefined;

  const leave = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft === props.note || unknown) return;
    save.mutate({ customerId: props.customerId, notes: draft });
  };

  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="1" weight="bold">
        Standing note
      </Text>
      <TextArea
        id={id}
        size="1"
        aria-label={`Standing note for ${props.customerName}`}
        placeholder={unknown ? 'Shown with a connection' : 'Add a note that shows every week...'}
        readOnly={!online || unknown}
        value={draft ?? (save.isPending ? save.variables.notes : (props.note ?? ''))}
        onFocus={() => setDraft(props.note ?? '')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={leave}
      />
      <NeedsConnection online={online} />
    </Flex>
  );
}
