/**
 * @module
 * The family's contacts, grouped by role (`contact-groups.ts`), with Add Contact.
 */
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { AddContactDialog } from './add-contact-dialog.tsx';
import { ContactCard } from './contact-card.tsx';
import { groupContacts } from './contact-groups.ts';
import * as styles from './families.css.ts';
import type { FamilyView } from './family-view.ts';

/** The contacts section of the family page. */
export function ContactsSection({ family, canChange }: { family: FamilyView; canChange: boolean }) {
  const headingId = useId();
  const groups = groupContacts(family.contacts);
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="5" id={headingId}>
            Contacts
          </Heading>
          <AddContactDialog familyId={family.id} familyName={family.name} disabled={!canChange} />
        </Flex>
        {groups.length === 0 ? (
          <Card>
            <Text color="gray">No contacts yet. Add the guardians and who may collect.</Text>
          </Card>
        ) : (
          groups.map((group) => (
            <Flex key={group.key} direction="column" gap="2">
              <Heading
                as="h3"
                size="3"
                color={group.key === 'must-not-collect' ? 'red' : undefined}
              >
                {group.heading}
              </Heading>
              <ul className={styles.cardGrid} aria-label={group.heading}>
                {group.contacts.map((contact) => (
                  <li key={contact.id}>
                    <ContactCard contact={contact} familyId={family.id} canChange={canChange} />
                  </li>
                ))}
              </ul>
            </Flex>
          ))
        )}
      </Flex>
    </section>
  );
}
