/**
 * @module
 * 'Add a kiosk': staff name the tablet that stands at the front door. The server makes the kiosk
 * a key of its own, meant for that tablet alone and good for nothing but the kiosk's work; the
 * dialog says so. The key is never shown: once added, the dialog offers to make this tablet the
 * kiosk (`use-as-kiosk.tsx`), and otherwise forgets it. The shared schema's problem shows under
 * the name, the server's refusal above the buttons.
 */
import { createKioskDevicePayloadSchema } from '@cubby/shared/schemas';
import { Button, Flex, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField, problemAria } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { useAddKiosk } from './kiosks-api.ts';
import { UseAsKiosk } from './use-as-kiosk.tsx';

/** The Add a kiosk button and its dialog. */
export function AddKioskDialog({ disabled }: { disabled: boolean }) {
  return (
    <FormDialog
      trigger={
        <Button highContrast disabled={disabled}>
          Add a kiosk
        </Button>
      }
      maxWidth="460px"
      title="Add a kiosk"
      description={
        <>
          A kiosk is the tablet at the front door where parents and pick-up people sign children in
          and out with their PIN. Adding one makes a key meant for that tablet alone: with it, the
          tablet can do the kiosk's work and nothing else, and you can revoke it here.
        </>
      }
    >
      {() => <AddKioskForm />}
    </FormDialog>
  );
}

function AddKioskForm() {
  const [name, setName] = useState('');
  const { problems, check } = useFieldProblems<'name'>();
  const add = useAddKiosk();
  const id = useId();
  if (add.data) return <UseAsKiosk name={add.data.name} token={add.data.token} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = check(createKioskDevicePayloadSchema, { name });
    if (!payload) return;
    add.mutate(payload);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <FormField id={id} label="Name of the tablet" problem={problems.name}>
          <TextField.Root
            id={id}
            placeholder="Front door"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...problemAria(id, problems.name)}
          />
        </FormField>
        <ServerRefusal error={add.error} />
        <DialogActions mt="2" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Kiosk'}
        </DialogActions>
      </Flex>
    </form>
  );
}
