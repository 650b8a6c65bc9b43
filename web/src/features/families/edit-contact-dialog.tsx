/**
 * @module
 * 'Edit': a contact's details, roles and whether they must not collect. The whole contact is
 * sent, as the form shows it; the shared schema's problems show beside the fields and the
 * server's refusal in its own words.
 */
import { updateContactPayloadSchema } from '@cubby/shared/schemas';
import { Button, Flex } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { type ContactField, ContactFields } from './contact-fields.tsx';
import { useUpdateContact } from './contacts-api.ts';
import type { ContactView } from './family-view.ts';

/** The Edit button of a contact and its dialog. */
export function EditContactDialog(props: {
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
          aria-label={`Edit contact: ${props.contact.name}`}
        >
          Edit
        </Button>
      }
      maxWidth="480px"
      title={<>Edit contact: {props.contact.name}</>}
    >
      {(close) => <EditContactForm {...props} onDone={close} />}
    </FormDialog>
  );
}

function EditContactForm(props: { contact: ContactView; familyId: string; onDone: () => void }) {
  const { contact } = props;
  const [values, setValues] = useState({
    name: contact.name,
    relationship: contact.relationship,
    phone: contact.phone,
    email: contact.email ?? '',
    roles: contact.roles,
    mustNotCollect: contact.mustNotCollect,
  });
  const { problems, check } = useFieldProblems<ContactField>();
  const update = useUpdateContact(props.familyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch = check(updateContactPayloadSchema, values);
    if (patch) update.mutate({ contactId: contact.id, patch }, { onSuccess: props.onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <ContactFields values={values} onChange={setValues} problems={problems} />
        <ServerRefusal error={update.error} />
        <DialogActions mt="2" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Contact'}
        </DialogActions>
      </Flex>
    </form>
  );
}
