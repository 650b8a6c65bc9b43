/**
 * @module
 * 'Rename': the owner corrects a person's name. The audit log names people as they were named
 * when they made each change, so a rename does not rewrite history.
 */
import { updateStaffPayloadSchema } from '@cubby/shared/schemas';
import { Button, Flex, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { nameOf, type Person, useUpdatePerson } from './people-api.ts';

/** The Rename button of a person's row and its dialog. */
export function RenamePersonDialog({ person }: { person: Person }) {
  return (
    <FormDialog
      trigger={
        <Button size="1" variant="soft" highContrast aria-label={`Rename: ${nameOf(person)}`}>
          Rename
        </Button>
      }
      maxWidth="420px"
      title={<>Rename {nameOf(person)}</>}
      description="Earlier activity keeps the name it was made under."
    >
      {(close) => <RenameForm person={person} onDone={close} />}
    </FormDialog>
  );
}

function RenameForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const [name, setName] = useState(nameOf(person));
  const { problems, check } = useFieldProblems<'name'>();
  const update = useUpdatePerson();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = check(updateStaffPayloadSchema, { name });
    if (patch) update.mutate({ id: person.id, patch }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <FormField id={id} label="Name" problem={problems.name}>
          <TextField.Root
            id={id}
            autoComplete="off"
            value={name}
            aria-invalid={problems.name ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <ServerRefusal error={update.error} />
        <DialogActions mt="2" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Name'}
        </DialogActions>
      </Flex>
    </form>
  );
}
