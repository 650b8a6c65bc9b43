/**
 * @module
 * 'Edit Profile': a child's name, birth date, allergies, medical notes and notes. The shared
 * schema's problems show beside each field before anything is sent; the server's refusal shows
 * in its own words above the buttons. Emptying a text clears it.
 */
import { type UpdateChildPayload, updateChildPayloadSchema } from '@cubby/shared/schemas';
import { Button, Flex, TextArea, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField, problemAria } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { useUpdateChild } from './families-api.ts';
import type { ChildView } from './family-view.ts';

type Field = 'name' | 'birthDate' | 'allergies' | 'medicalNotes' | 'notes';

/** The Edit Profile button of a child's card and its dialog. */
export function EditChildDialog(props: { child: ChildView; familyId: string; disabled: boolean }) {
  return (
    <FormDialog
      trigger={
        <Button
          size="1"
          variant="soft"
          highContrast
          disabled={props.disabled}
          aria-label={`Edit profile: ${props.child.name}`}
        >
          Edit Profile
        </Button>
      }
      maxWidth="480px"
      title={<>Edit profile: {props.child.name}</>}
      description="Allergies and medical notes show wherever this child is checked in, on every device."
    >
      {(close) => <EditChildForm {...props} onDone={close} />}
    </FormDialog>
  );
}

function EditChildForm(props: { child: ChildView; familyId: string; onDone: () => void }) {
  const { child } = props;
  const [values, setValues] = useState<Record<Field, string>>({
    name: child.name,
    birthDate: child.birthDate ?? '',
    allergies: child.allergies ?? '',
    medicalNotes: child.medicalNotes ?? '',
    notes: child.notes ?? '',
  });
  const { problems, check } = useFieldProblems<Field>();
  const update = useUpdateChild(props.familyId);
  const base = useId();
  const id = (field: Field) => `${base}-${field}`;
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const described = (field: Field) => problemAria(id(field), problems[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = check(updateChildPayloadSchema, {
      ...values,
      birthDate: values.birthDate || null,
    } satisfies Record<Exclude<keyof UpdateChildPayload, 'hourlyRate' | 'roomId'>, unknown>);
    if (patch) update.mutate({ childId: child.id, patch }, { onSuccess: props.onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <FormField id={id('name')} label="Name" problem={problems.name}>
          <TextField.Root
            id={id('name')}
            autoComplete="off"
            value={values.name}
            onChange={set('name')}
            {...described('name')}
          />
        </FormField>
        <FormField id={id('birthDate')} label="Birth date" problem={problems.birthDate}>
          <TextField.Root
            id={id('birthDate')}
            type="date"
            value={values.birthDate}
            onChange={set('birthDate')}
            {...described('birthDate')}
          />
        </FormField>
        {(['allergies', 'medicalNotes', 'notes'] as const).map((field) => (
          <FormField
            key={field}
            id={id(field)}
            label={TEXT_LABELS[field]}
            problem={problems[field]}
          >
            <TextArea
              id={id(field)}
              rows={2}
              value={values[field]}
              onChange={set(field)}
              {...described(field)}
            />
          </FormField>
        ))}
        <ServerRefusal error={update.error} />
        <DialogActions mt="2" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Profile'}
        </DialogActions>
      </Flex>
    </form>
  );
}

const TEXT_LABELS = { allergies: 'Allergies', medicalNotes: 'Medical notes', notes: 'Notes' };
