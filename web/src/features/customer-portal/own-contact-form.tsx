/**
 * @module
 * The parent's own phone and email on My Details. The shared schema the server checks words the
 * problems under each field before anything is sent; a refusal from the server shows in its
 * own words above the button.
 */
import { type OwnContactResponse, updateOwnContactPayloadSchema } from '@cubby/shared/schemas';
import { Button, Flex, Text } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { TextInputField } from './text-input-field.tsx';
import { useUpdateOwnContact } from './use-update-own-contact.ts';

/** The parent's phone and email, editable; a login with no contact says whom to ask. */
export function OwnContactForm({ contact }: { contact: OwnContactResponse | null }) {
  if (!contact) {
    return (
      <Text as="p" color="gray">
        Your login is not linked to a contact yet. Please ask staff to add your phone and email.
      </Text>
    );
  }
  // Keyed by the saved contact, so the fields start again from what the server answered.
  return <OwnContactFields key={`${contact.phone}\n${contact.email}`} contact={contact} />;
}

function OwnContactFields({ contact }: { contact: OwnContactResponse }) {
  const [phone, setPhone] = useState(contact.phone);
  const [email, setEmail] = useState(contact.email);
  const { problems, check } = useFieldProblems<'phone' | 'email'>();
  const online = useBrowserOnline();
  const save = useUpdateOwnContact();
  const changed = phone !== contact.phone || email !== contact.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const own = check(updateOwnContactPayloadSchema, { phone, email });
    if (own) save.mutate(own);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Text as="p">
          <Text weight="medium">Name:</Text> {contact.name}
        </Text>
        <TextInputField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={setPhone}
          error={problems.phone}
        />
        <TextInputField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={problems.email}
        />
        <ServerRefusal error={save.error} />
        <NeedsConnection online={online} />
        <Button type="submit" size="3" disabled={!changed || !online || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save My Details'}
        </Button>
      </Flex>
    </form>
  );
}
