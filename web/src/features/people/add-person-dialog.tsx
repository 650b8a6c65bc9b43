/**
 * @module
 * 'Add Person': the owner names a new staff member or owner and picks their username and role;
 * the dialog then shows the first password the server made, once. What the shared schema
 * refuses is said beside the field before anything is sent; what the server refuses (a username
 * already taken) is said above the buttons.
 */
import { type CreateStaffPayload, createStaffPayloadSchema } from '@cubby/shared/schemas';
import { Button, Dialog, Flex, SegmentedControl, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { type PersonWithPassword, useAddPerson } from './people-api.ts';
import { PersonPasswordNotice } from './person-password-notice.tsx';

type Role = CreateStaffPayload['role'];

/** The Add Person button and its dialog. */
export function AddPersonDialog() {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<PersonWithPassword | null>(null);
  const openChange = (next: boolean) => {
    setOpen(next);
    // Closing forgets the password: it is not shown a second time.
    if (!next) setAdded(null);
  };
  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger>
        <Button highContrast>Add Person</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="460px">
        {added ? (
          <>
            <Dialog.Title>{added.name} can sign in</Dialog.Title>
            <Dialog.Description size="2" mb="4">
              Added as {added.role === 'owner' ? 'an owner' : 'staff'}.
            </Dialog.Description>
            <PersonPasswordNotice person={added} />
            <Flex justify="end" mt="4">
              <Dialog.Close>
                <Button highContrast>Done</Button>
              </Dialog.Close>
            </Flex>
          </>
        ) : (
          <>
            <Dialog.Title>Add Person</Dialog.Title>
            <Dialog.Description size="2" mb="4">
              Everyone signs in as themselves, so every change says who made it.
            </Dialog.Description>
            <AddPersonForm onAdded={setAdded} />
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AddPersonForm({ onAdded }: { onAdded: (person: PersonWithPassword) => void }) {
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const { problems, check } = useFieldProblems<'name' | 'username'>();
  const add = useAddPerson();
  const ids = { name: useId(), username: useId(), role: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const person = check(createStaffPayloadSchema, { name, username, role });
    if (person) add.mutate(person, { onSuccess: onAdded });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <FormField id={ids.name} label="Name" problem={problems.name}>
          <TextField.Root
            id={ids.name}
            autoComplete="off"
            value={name}
            aria-invalid={problems.name ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField id={ids.username} label="Username" problem={problems.username}>
          <TextField.Root
            id={ids.username}
            autoComplete="off"
            autoCapitalize="none"
            value={username}
            aria-invalid={problems.username ? true : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
        </FormField>
        <Flex direction="column" gap="1">
          <Text as="span" id={ids.role} weight="medium">
            Role
          </Text>
          <SegmentedControl.Root
            aria-labelledby={ids.role}
            value={role}
            onValueChange={(value) => setRole(value as Role)}
          >
            <SegmentedControl.Item value="staff">Staff</SegmentedControl.Item>
            <SegmentedControl.Item value="owner">Owner</SegmentedControl.Item>
          </SegmentedControl.Root>
          <Text size="1" color="gray">
            {role === 'owner'
              ? 'Owners see the money, the people and the activity log.'
              : 'Staff keep attendance, check children in and out and take payments.'}
          </Text>
        </Flex>
        <ServerRefusal error={add.error} />
        <DialogActions mt="2" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Person'}
        </DialogActions>
      </Flex>
    </form>
  );
}
