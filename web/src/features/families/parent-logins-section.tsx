/**
 * @module
 * The family's parent logins: each guardian's username, whether they still have to choose their
 * own password, whether the login is active, and the reset. Only the server knows the logins, so
 * offline the section says they show with a connection.
 */
import { Badge, Card, Flex, Heading, Strong, Text } from '@radix-ui/themes';
import { useId } from 'react';
import * as styles from './families.css.ts';
import type { FamilyView } from './family-view.ts';
import { ResetLoginDialog } from './reset-login-dialog.tsx';

/** The parent logins section of the family page. */
export function ParentLoginsSection({
  family,
  canChange,
}: {
  family: FamilyView;
  canChange: boolean;
}) {
  const headingId = useId();
  const withLogin = family.contacts.flatMap((contact) =>
    contact.login ? [{ contact, login: contact.login }] : [],
  );
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id={headingId}>
          Parent logins
        </Heading>
        {!family.fromServer ? (
          <Card>
            <Text color="gray">The parent logins show with a connection.</Text>
          </Card>
        ) : withLogin.length === 0 ? (
          <Card>
            <Text color="gray">
              No parent login yet. Add a guardian with a parent login to give them one.
            </Text>
          </Card>
        ) : (
          // A list of cards, not a table: five columns do not fit a phone.
          <ul className={styles.plainList} aria-label="Parent logins">
            {withLogin.map(({ contact, login }) => (
              <li key={login.id}>
                <Card size="1" mb="2">
                  <Flex justify="between" align="center" gap="3" wrap="wrap">
                    <Flex direction="column" gap="1" minWidth="0">
                      <Text weight="medium" className={styles.wrap}>
                        {contact.name}
                      </Text>
                      <Text size="2">
                        Username: <Strong>{login.username}</Strong>
                      </Text>
                      <Flex gap="2" align="center" wrap="wrap">
                        {login.isActive ? (
                          <Badge color="jade" highContrast>
                            Active
                          </Badge>
                        ) : (
                          <Badge color="gray" highContrast>
                            Inactive
                          </Badge>
                        )}
                        <Text size="2" color="gray">
                          {login.requiresPasswordChange
                            ? 'Has not chosen their own password yet'
                            : 'Signs in with their own password'}
                        </Text>
                      </Flex>
                    </Flex>
                    <ResetLoginDialog
                      login={login}
                      contactName={contact.name}
                      familyId={family.id}
                      familyName={family.name}
                      disabled={!canChange}
                    />
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </section>
  );
}
