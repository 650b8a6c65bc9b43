/**
 * @module
 * A first password as the owner sees it, once: after adding a person and after resetting a
 * password. The server keeps only its hash, so this is the one time it can be read; the person
 * replaces it with their own at their first sign-in (decision 019).
 */
import { Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { nameOf, type PersonWithPassword } from './people-api.ts';

/** The username and first password of `person`, with the warning that they show only once. */
export function FirstPasswordNotice({ person }: { person: PersonWithPassword }) {
  const ids = { username: useId(), password: useId() };
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="amber" highContrast role="status">
        <Callout.Text>
          This password is shown only once. Give it to {nameOf(person)}: they choose their own at
          first sign-in.
        </Callout.Text>
      </Callout.Root>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={ids.username} weight="medium">
          Username
        </Text>
        <TextField.Root id={ids.username} readOnly value={person.username} />
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={ids.password} weight="medium">
          First password
        </Text>
        {/* Read-only and selected on focus, so the owner can copy it in one go. */}
        <TextField.Root
          id={ids.password}
          readOnly
          value={person.password}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Flex>
    </Flex>
  );
}
