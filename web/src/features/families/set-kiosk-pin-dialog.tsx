/**
 * @module
 * 'Set kiosk PIN': staff give a contact a temporary PIN for the front-door kiosk, for someone with
 * no phone at hand or who forgot theirs (DESIGN section 7, "Kiosk"). The PIN is typed twice and
 * checked by the shared PIN rules before sending; the server's refusal (a PIN someone else holds)
 * shows in its own words. The dialog says to hand the PIN over in person and that a parent can
 * change it in the portal; the PIN is never shown again.
 */
import { Button, Flex } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { PinFields } from '../../components/pin-fields.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { EMPTY_PIN_FORM, type PinFormField, pinFormSchema } from '../../lib/pin-form.ts';
import { toast } from '../../lib/toast-store.ts';
import { useSetContactPin } from './contacts-api.ts';
import type { ContactView } from './family-view.ts';

/** The Set kiosk PIN button of a contact and its dialog. */
export function SetKioskPinDialog(props: {
  contact: ContactView;
  familyId: string;
  disabled: boolean;
}) {
  return (
    <FormDialog
      trigger={
        <Button
          size="1"
          variant="soft"
          highContrast
          disabled={props.disabled}
          aria-label={`Set kiosk PIN: ${props.contact.name}`}
        >
          Set kiosk PIN
        </Button>
      }
      maxWidth="480px"
      title={<>Set kiosk PIN: {props.contact.name}</>}
      description={
        <>
          A temporary PIN for {props.contact.name} to sign the children in and out at the front-door
          tablet. Hand it to {props.contact.name} yourself; it replaces any PIN they had. A parent
          can change it in the parent portal, on My Details.
        </>
      }
    >
      {(close) => <SetKioskPinForm {...props} onDone={close} />}
    </FormDialog>
  );
}

function SetKioskPinForm(props: { contact: ContactView; familyId: string; onDone: () => void }) {
  const [values, setValues] = useState(EMPTY_PIN_FORM);
  const { problems, check } = useFieldProblems<PinFormField>();
  const setPin = useSetContactPin(props.familyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = check(pinFormSchema, values);
    if (!payload) return;
    setPin.mutate(
      { contactId: props.contact.id, payload },
      {
        onSuccess: () => {
          toast({
            title: 'Kiosk PIN set',
            description: `Hand the PIN to ${props.contact.name}. It is not shown again.`,
          });
          props.onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <PinFields
          label="Temporary PIN"
          values={values}
          onChange={setValues}
          problems={problems}
          offlineHint
        />
        <ServerRefusal error={setPin.error} />
        <DialogActions mt="2" disabled={setPin.isPending}>
          {setPin.isPending ? 'Saving...' : 'Set PIN'}
        </DialogActions>
      </Flex>
    </form>
  );
}
