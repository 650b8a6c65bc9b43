/**
 * @module
 * The family's parent logins: each guardian's username, whether they still have to choose their
 * own password, whether the login is active, and the reset. Only the server knows the logins, so
 * offline the section says they show with a connection.
 */
import { Badge, Card, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useId } from 'react';
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
          <Table.Root variant="surface" size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Guardian</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Username</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Password</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <VisuallyHidden>Reset</VisuallyHidden>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {withLogin.map(({ contact, login }) => (
                <Table.Row key={login.id} align="center">
                  <Table.RowHeaderCell>{contact.name}</Table.RowHeaderCell>
                  <Table.Cell>{login.username}</Table.Cell>
                  <Table.Cell>
                    {login.requiresPasswordChange ? 'First password, not changed yet' : 'Their own'}
                  </Table.Cell>
                  <Table.Cell>
                    {login.isActive ? (
                      <Badge color="jade" highContrast>
                        Active
                      </Badge>
                    ) : (
                      <Badge color="gray" highContrast>
                        Inactive
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <ResetLoginDialog
                      login={login}
                      contactName={contact.name}
                      familyId={family.id}
                      familyName={family.name}
                      disabled={!canChange}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Flex>
    </section>
  );
}
