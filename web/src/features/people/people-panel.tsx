/**
 * @module
 * The validated owner's People screen: every account, with Add Person above. While the list
 * loads a spinner shows; a failed read says why and offers to try again; an owner session the
 * server no longer accepts goes back to the owner access form.
 */
import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import type { OwnerAccess } from '../../components/owner-gate.tsx';
import { isSessionEnded } from '../../lib/error-text.ts';
import { AddPersonDialog } from './add-person-dialog.tsx';
import { usePeople } from './people-api.ts';
import { PersonRow } from './person-row.tsx';

/** The list of people and what the owner can do with it. */
export function PeoplePanel({ onRefused }: OwnerAccess) {
  const people = usePeople();
  useEffect(() => {
    if (isSessionEnded(people.error)) onRefused();
  }, [people.error, onRefused]);

  return (
    <Card size="2" asChild>
      <section aria-labelledby="people-heading">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id="people-heading">
              Staff and Owners
            </Heading>
            <AddPersonDialog />
          </Flex>
          {people.isPending ? (
            <AppSpinner label="Loading people..." />
          ) : people.isError ? (
            <LoadFailed
              what="The people"
              error={people.error}
              onRetry={() => void people.refetch()}
            />
          ) : people.data.length === 0 ? (
            <Text as="p" color="gray" align="center" my="4">
              No one signs in yet. Add the first person.
            </Text>
          ) : (
            <Table.Root variant="surface" size="1">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Username</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Changes</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {people.data.map((person) => (
                  <PersonRow key={person.id} person={person} />
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Flex>
      </section>
    </Card>
  );
}
