/**
 * @module
 * The family's kiosk note (issue 17): a short line staff leave for the family ("Please see the
 * front desk") that the kiosk shows whoever of the family types their PIN, above their children.
 * Staff and the owner set, change and clear it here; only the server keeps it, so offline the
 * section says it shows with a connection.
 */
import { MAX_KIOSK_NOTE_LENGTH, updateFamilyPayloadSchema } from '@cubby/shared/schemas';
import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField, problemAria } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import * as styles from './families.css.ts';
import { useSetKioskNote } from './families-api.ts';
import type { FamilyView } from './family-view.ts';

/** The kiosk note section of the family page. */
export function KioskNoteSection({
  family,
  canChange,
}: {
  family: FamilyView;
  canChange: boolean;
}) {
  const headingId = useId();
  const note = family.kioskNote;
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="5" id={headingId}>
            Kiosk note
          </Heading>
          <KioskNoteDialog family={family} disabled={!canChange || note === undefined} />
        </Flex>
        <Card>
          {note === undefined ? (
            <Text color="gray">The kiosk note shows with a connection.</Text>
          ) : note === null ? (
            <Text color="gray">No note: the kiosk shows the family their children only.</Text>
          ) : (
            <Text as="p" className={styles.detailValue}>
              {note}
            </Text>
          )}
        </Card>
      </Flex>
    </section>
  );
}

function KioskNoteDialog(props: { family: FamilyView; disabled: boolean }) {
  return (
    <FormDialog
      trigger={
        <Button size="1" variant="soft" highContrast disabled={props.disabled}>
          Edit Kiosk Note
        </Button>
      }
      maxWidth="480px"
      title={<>Kiosk note: {props.family.name}</>}
      description="Shown at the kiosk to whoever of this family types their PIN. Leave it empty for no note."
    >
      {(close) => <KioskNoteForm family={props.family} onDone={close} />}
    </FormDialog>
  );
}

function KioskNoteForm(props: { family: FamilyView; onDone: () => void }) {
  const [text, setText] = useState(props.family.kioskNote ?? '');
  const { problems, check } = useFieldProblems<'kioskNote'>();
  const save = useSetKioskNote(props.family.id);
  const id = useId();

  const send = (kioskNote: string | null) => {
    const patch = check(updateFamilyPayloadSchema, { kioskNote });
    if (patch) save.mutate(patch.kioskNote, { onSuccess: props.onDone });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <FormField id={id} label="Kiosk note" problem={problems.kioskNote}>
          <TextArea
            id={id}
            rows={3}
            value={text}
            placeholder="Please see the front desk"
            onChange={(event) => setText(event.target.value)}
            {...problemAria(id, problems.kioskNote)}
          />
        </FormField>
        <Text size="1" color="gray">
          {text.trim().length} of {MAX_KIOSK_NOTE_LENGTH} characters
        </Text>
        <ServerRefusal error={save.error} />
        {props.family.kioskNote ? (
          <Flex justify="start">
            <Button
              type="button"
              variant="soft"
              color="red"
              disabled={save.isPending}
              onClick={() => send(null)}
            >
              Clear Note
            </Button>
          </Flex>
        ) : null}
        <DialogActions mt="2" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Note'}
        </DialogActions>
      </Flex>
    </form>
  );
}
