/**
 * @module
 * 'Add room' and 'Edit' for a room: its name, the ages it takes (in whole months, the oldest not
 * included) and its rule. What the shared schema refuses is said beside the field before anything
 * is sent; what the server refuses (a name in use) is said above the buttons.
 */
import { createRoomPayloadSchema, type RoomResponse } from '@cubby/shared/schemas';
import { Button, Flex, Grid, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField, problemAria } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { toast } from '../../lib/toast-store.ts';
import { useAddRoom, useChangeRoom } from './rooms-api.ts';

type Field = 'name' | 'minAgeMonths' | 'maxAgeMonths' | 'childrenPerStaff' | 'maxChildren';
type NumberField = Exclude<Field, 'name'>;

const NUMBER_LABELS: Record<NumberField, string> = {
  minAgeMonths: 'Youngest age (months)',
  maxAgeMonths: 'Too old at (months)',
  childrenPerStaff: 'Children per staff member',
  maxChildren: 'Most children in the room',
};

const EMPTY = {
  name: '',
  minAgeMonths: '',
  maxAgeMonths: '',
  childrenPerStaff: '',
  maxChildren: '',
};

/** 'Add room', or 'Edit' for `room`, and its dialog. */
export function RoomDialog({ room }: { room?: RoomResponse }) {
  return (
    <FormDialog
      trigger={
        room ? (
          <Button size="1" variant="soft" highContrast aria-label={`Edit ${room.name}`}>
            Edit
          </Button>
        ) : (
          <Button highContrast>Add room</Button>
        )
      }
      maxWidth="480px"
      title={room ? `Edit ${room.name}` : 'Add room'}
      description="A child of the oldest age is too old for the room: Infants 0–12 months takes children until their first birthday."
    >
      {(close) => <RoomForm room={room} onDone={close} />}
    </FormDialog>
  );
}

function RoomForm(props: { room: RoomResponse | undefined; onDone: () => void }) {
  const { room } = props;
  const [values, setValues] = useState<Record<Field, string>>(
    room
      ? {
          name: room.name,
          minAgeMonths: String(room.minAgeMonths),
          maxAgeMonths: String(room.maxAgeMonths),
          childrenPerStaff: String(room.childrenPerStaff),
          maxChildren: String(room.maxChildren),
        }
      : EMPTY,
  );
  const { problems, check } = useFieldProblems<Field>();
  const add = useAddRoom();
  const change = useChangeRoom();
  const pending = add.isPending || change.isPending;
  const base = useId();
  const id = (field: Field) => `${base}-${field}`;
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const number = (field: NumberField) =>
    values[field].trim() === '' ? Number.NaN : Number(values[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = check(createRoomPayloadSchema, {
      name: values.name,
      minAgeMonths: number('minAgeMonths'),
      maxAgeMonths: number('maxAgeMonths'),
      childrenPerStaff: number('childrenPerStaff'),
      maxChildren: number('maxChildren'),
    });
    if (!rule) return;
    const saved = () => {
      toast({ title: room ? `${rule.name} saved` : `${rule.name} added` });
      props.onDone();
    };
    if (room) change.mutate({ id: room.id, patch: rule }, { onSuccess: saved });
    else add.mutate(rule, { onSuccess: saved });
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
            {...problemAria(id('name'), problems.name)}
          />
        </FormField>
        <Grid columns={{ initial: '1', xs: '2' }} gap="3">
          {(Object.keys(NUMBER_LABELS) as NumberField[]).map((field) => (
            <FormField
              key={field}
              id={id(field)}
              label={NUMBER_LABELS[field]}
              problem={problems[field]}
            >
              <TextField.Root
                id={id(field)}
                type="number"
                inputMode="numeric"
                min={0}
                value={values[field]}
                onChange={set(field)}
                {...problemAria(id(field), problems[field])}
              />
            </FormField>
          ))}
        </Grid>
        <ServerRefusal error={room ? change.error : add.error} />
        <DialogActions mt="2" disabled={pending}>
          {pending ? 'Saving...' : room ? 'Save room' : 'Add room'}
        </DialogActions>
      </Flex>
    </form>
  );
}
