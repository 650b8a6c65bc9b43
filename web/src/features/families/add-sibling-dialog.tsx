/**
 * @module
 * 'Add a Sibling': a new child in this family, with the screens' fixed rate and no login of its
 * own (the family's parents already sign in). The child then reaches every staff screen through
 * the directory document, like any customer added on the dashboard.
 */
import { customerNameSchema } from '@cubby/shared/schemas';
import { Button, Flex, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField, problemAria } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { toast } from '../../lib/toast-store.ts';
import { useAddSibling } from './families-api.ts';

/** The Add a Sibling button and its dialog. */
export function AddSiblingDialog(props: {
  familyId: string;
  familyName: string;
  disabled: boolean;
}) {
  return (
    <FormDialog
      trigger={
        <Button variant="soft" highContrast disabled={props.disabled}>
          <span aria-hidden>+</span> Add a Sibling
        </Button>
      }
      maxWidth="420px"
      title="Add a Sibling"
      description={
        <>A brother or sister in the {props.familyName} family. The parents' logins see them too.</>
      }
    >
      {(close) => <AddSiblingForm familyId={props.familyId} onDone={close} />}
    </FormDialog>
  );
}

function AddSiblingForm({ familyId, onDone }: { familyId: string; onDone: () => void }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = useAddSibling(familyId);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = customerNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    add.mutate(parsed.data, {
      onSuccess: (child) => {
        toast({ title: 'Success', description: `${child.name} added to the family` });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <FormField id={id} label="Name" problem={problem}>
          <TextField.Root
            id={id}
            autoComplete="off"
            value={name}
            {...problemAria(id, problem)}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <ServerRefusal error={add.error} />
        <DialogActions mt="2" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Sibling'}
        </DialogActions>
      </Flex>
    </form>
  );
}
