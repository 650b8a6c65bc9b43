/**
 * @module
 * One person in the People table: name, username, role, whether they can sign in, and what the
 * owner can change. Deactivating and changing a role end the person's sessions, so both ask
 * first; reactivating does not.
 */
import { Badge, Button, Flex, Table, Text } from '@radix-ui/themes';
import { errorText } from '../../lib/error-text.ts';
import { toast } from '../../lib/toast-store.ts';
import { ConfirmPersonChange } from './confirm-person-change.tsx';
import { nameOf, type Person, useUpdatePerson } from './people-api.ts';
import { RenamePersonDialog } from './rename-person-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

/** A person's row. */
export function PersonRow({ person }: { person: Person }) {
  const otherRole = person.role === 'owner' ? 'staff' : 'owner';
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Text weight="medium">{nameOf(person)}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Text>{person.username}</Text>
        {person.fromEnvironment ? (
          <Text as="div" size="1" color="gray">
            Set up at install
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>{person.role === 'owner' ? 'Owner' : 'Staff'}</Table.Cell>
      <Table.Cell>
        <Flex direction="column" gap="1" align="start">
          {person.active ? (
            <Badge color="jade">Active</Badge>
          ) : (
            <Badge color="gray">Deactivated</Badge>
          )}
          {person.active && person.requiresPasswordChange ? (
            <Text size="1" color="gray">
              Has not chosen a password yet
            </Text>
          ) : null}
        </Flex>
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" wrap="wrap">
          <RenamePersonDialog person={person} />
          <ConfirmPersonChange
            person={person}
            patch={{ role: otherRole }}
            action={otherRole === 'owner' ? 'Make Owner' : 'Make Staff'}
            pendingLabel="Saving..."
            description={
              otherRole === 'owner'
                ? `${nameOf(person)} will see the money, the people and the activity log. They are signed out now and sign in again as an owner.`
                : `${nameOf(person)} will no longer see the money, the people or the activity log. They are signed out now and sign in again as staff.`
            }
          />
          <ResetPasswordDialog person={person} />
          {person.active ? (
            <ConfirmPersonChange
              person={person}
              patch={{ active: false }}
              action="Deactivate"
              pendingLabel="Deactivating..."
              color="red"
              description={`${nameOf(person)} is signed out on every device at once and can no longer sign in, and the kiosks they added stop working: staff set each one up again. Their past activity stays in the log. You can reactivate them later.`}
            />
          ) : (
            <ReactivateButton person={person} />
          )}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

function ReactivateButton({ person }: { person: Person }) {
  const update = useUpdatePerson();
  return (
    <Button
      size="1"
      variant="soft"
      highContrast
      aria-label={`Reactivate: ${nameOf(person)}`}
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { id: person.id, patch: { active: true } },
          {
            onSuccess: () =>
              toast({ title: 'Reactivated', description: `${nameOf(person)} can sign in again` }),
            onError: (error) =>
              toast({
                title: 'Not reactivated',
                description: errorText(error),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {update.isPending ? 'Reactivating...' : 'Reactivate'}
    </Button>
  );
}
