/**
 * @module
 * 'Change rate': the owner sets a child's hourly rate, the one every charge of theirs uses
 * (decision 024). The new rate is checked by the shared payload schema before it is sent, the
 * server's refusal shows in its own words, and the dialog says what the change leaves alone:
 * days already priced keep their price.
 */
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { updateChildPayloadSchema } from '@cubby/shared/schemas';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField, problemAria } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { useChangeRate } from './families-api.ts';
import type { ChildView } from './family-view.ts';

/** The owner's Change rate button of a child's card and its dialog. */
export function ChangeRateDialog(props: { child: ChildView; familyId: string; disabled: boolean }) {
  return (
    <FormDialog
      trigger={
        <Button
          size="1"
          variant="soft"
          highContrast
          disabled={props.disabled}
          aria-label={`Change rate: ${props.child.name}`}
        >
          Change rate
        </Button>
      }
      maxWidth="420px"
      title={<>Change rate: {props.child.name}</>}
      description="The new rate prices every day from now on. Days already priced keep their price, so nothing already charged changes."
    >
      {(close) => <ChangeRateForm {...props} onDone={close} />}
    </FormDialog>
  );
}

function ChangeRateForm(props: { child: ChildView; familyId: string; onDone: () => void }) {
  const { child } = props;
  const [rate, setRate] = useState(child.hourlyRate);
  const { problems, check } = useFieldProblems<'hourlyRate'>();
  const change = useChangeRate(props.familyId);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema the server checks PATCH /api/customers/{id} with.
    const patch = check(updateChildPayloadSchema, { hourlyRate: rate.trim() });
    if (patch?.hourlyRate === undefined) return;
    change.mutate({ childId: child.id, hourlyRate: patch.hourlyRate }, { onSuccess: props.onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Text size="2">Now {formatDollars(parseMoney(child.hourlyRate))} per hour.</Text>
        <FormField id={id} label="New hourly rate ($)" problem={problems.hourlyRate}>
          <TextField.Root
            id={id}
            inputMode="decimal"
            autoComplete="off"
            placeholder="12.50"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            {...problemAria(id, problems.hourlyRate)}
          />
        </FormField>
        <ServerRefusal error={change.error} />
        <DialogActions mt="2" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save Rate'}
        </DialogActions>
      </Flex>
    </form>
  );
}
