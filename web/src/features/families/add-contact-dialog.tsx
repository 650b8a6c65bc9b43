/**
 * @module
 * 'Add Contact': a guardian, an emergency contact, a pick-up person, or someone who must not
 * collect. A guardian may get a parent login at once; its first password then shows here once,
 * with the welcome sheet. The shared schema's problems show beside the fields; the server's
 * refusal shows in its own words.
 */
import { createContactPayloadSchema } from '@cubby/shared/schemas';
import { Button, Checkbox, Dialog, Flex, Text } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { type ContactField, ContactFields, type ContactValues } from './contact-fields.tsx';
import { useAddContact } from './contacts-api.ts';
import { NewPasswordNotice } from './new-password-notice.tsx';

const EMPTY: ContactValues = {
  name: '',
  relationship: '',
  phone: '',
  email: '',
  roles: [],
  mustNotCollect: false,
};

/** The Add Contact button and its dialog. */
export function AddContactDialog(props: {
  familyId: string;
  familyName: string;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const add = useAddContact(props.familyId);
  const openChange = (next: boolean) => {
    setOpen(next);
    // Closing forgets a first password: it is not shown a second time.
    if (!next) add.reset();
  };
  const created = add.data;
  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger>
        <Button variant="soft" highContrast disabled={props.disabled}>
          <span aria-hidden>+</span> Add Contact
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        {created?.firstPassword && created.login ? (
          <>
            <Dialog.Title>{created.name} can sign in to the portal</Dialog.Title>
            <Dialog.Description size="2" mb="4">
              Added to the {props.familyName} family with a parent login.
            </Dialog.Description>
            <NewPasswordNotice
              familyName={props.familyName}
              contactName={created.name}
              username={created.login.username}
              password={created.firstPassword}
              welcomeCode={created.welcomeCode}
            />
            <Flex justify="end" mt="4">
              <Dialog.Close>
                <Button highContrast>Done</Button>
              </Dialog.Close>
            </Flex>
          </>
        ) : (
          <>
            <Dialog.Title>Add Contact</Dialog.Title>
            <Dialog.Description size="2" mb="4">
              Phone numbers are kept on every staff device, so they can be called without a
              connection.
            </Dialog.Description>
            <AddContactForm add={add} onAdded={(withLogin) => !withLogin && openChange(false)} />
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AddContactForm(props: {
  add: ReturnType<typeof useAddContact>;
  onAdded: (withLogin: boolean) => void;
}) {
  const { add } = props;
  const [values, setValues] = useState(EMPTY);
  const [portalLogin, setPortalLogin] = useState(false);
  const { problems, check } = useFieldProblems<ContactField>();
  const guardian = values.roles.includes('guardian');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contact = check(createContactPayloadSchema, {
      ...values,
      portalLogin: guardian && portalLogin,
    });
    if (contact) {
      add.mutate(contact, { onSuccess: (created) => props.onAdded(!!created.firstPassword) });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <ContactFields values={values} onChange={setValues} problems={problems} />
        <Text as="label" size="2" color={guardian ? undefined : 'gray'}>
          <Flex gap="2" align="center">
            <Checkbox
              disabled={!guardian}
              checked={guardian && portalLogin}
              onCheckedChange={(checked) => setPortalLogin(checked === true)}
            />
            Make a parent login for this guardian
          </Flex>
        </Text>
        <ServerRefusal error={add.error} />
        <DialogActions mt="2" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Contact'}
        </DialogActions>
      </Flex>
    </form>
  );
}
