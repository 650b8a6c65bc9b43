/**
 * @module
 * Who may collect the children, as My Details shows it: guardians and approved pick-ups, the
 * proposals waiting for staff approval, and the emergency contacts. While the list is asked a
 * spinner shows; a failure says why and offers to try again.
 */
import type { ContactResponse } from '@cubby/shared/schemas';
import { Badge, Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { errorText } from '../../lib/error-text.ts';
import { collectList, ROLE_LABELS } from './collect-list.ts';
import { useFamilyContacts } from './family-contacts-query.ts';
import * as styles from './portal.css.ts';

/** The family's lists of people; `ownContactId` marks the parent's own entry. */
export function FamilyContactsList({ ownContactId }: { ownContactId: string | null }) {
  const contacts = useFamilyContacts();
  if (contacts.isPending) {
    return (
      <Flex role="status" align="center" gap="2">
        <Spinner />
        <Text color="gray">Loading your family's contacts...</Text>
      </Flex>
    );
  }
  if (contacts.isError) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Callout.Root color="red" highContrast role="alert">
          <Callout.Text>{errorText(contacts.error)}</Callout.Text>
        </Callout.Root>
        <Button variant="soft" onClick={() => void contacts.refetch()}>
          Try Again
        </Button>
      </Flex>
    );
  }
  const list = collectList(contacts.data);
  return (
    <Flex direction="column" gap="4">
      {list.mayCollect.length === 0 ? (
        <Text as="p" color="gray">
          No one may collect your children yet. Please speak to staff.
        </Text>
      ) : (
        <ContactGroup title="May collect" contacts={list.mayCollect} ownContactId={ownContactId} />
      )}
      {list.waiting.length > 0 ? (
        <ContactGroup
          title="Waiting for staff approval"
          contacts={list.waiting}
          ownContactId={ownContactId}
          waiting
        />
      ) : null}
      {list.emergencyOnly.length > 0 ? (
        <ContactGroup
          title="Emergency contacts"
          contacts={list.emergencyOnly}
          ownContactId={ownContactId}
        />
      ) : null}
    </Flex>
  );
}

function ContactGroup(props: {
  title: string;
  contacts: ContactResponse[];
  ownContactId: string | null;
  waiting?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h3" size="3" mb="2" id={headingId}>
        {props.title}
      </Heading>
      <ul className={styles.plainList}>
        {props.contacts.map((contact) => (
          <li key={contact.id} className={styles.listRow}>
            <Flex direction="column" gap="1">
              <Text weight="bold">
                {contact.name}
                {contact.id === props.ownContactId ? ' (you)' : ''}
              </Text>
              {contact.relationship ? (
                <Text size="2" color="gray">
                  {contact.relationship}
                </Text>
              ) : null}
              {contact.phone ? <Text size="2">{contact.phone}</Text> : null}
            </Flex>
            <Flex gap="1" wrap="wrap" justify="end">
              {props.waiting ? (
                <Badge color="amber" highContrast>
                  Waiting for staff approval
                </Badge>
              ) : (
                contact.roles.map((role) => (
                  <Badge key={role} color="gray" highContrast>
                    {ROLE_LABELS[role]}
                  </Badge>
                ))
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
