/**
 * @module
 * A parent login's first password as staff see it, once: after adding a guardian with a login
 * and after a reset. The server keeps only its hash, so this is the one time it can be read;
 * the welcome sheet carries it to the parent on paper.
 */
import { Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { PrintWelcomeSheet } from './welcome-sheet.tsx';

/** The username and first password, the warning that they show once, and the welcome sheet. */
export function NewPasswordNotice(props: {
  familyName: string;
  contactName: string;
  username: string;
  password: string;
}) {
  const ids = { username: useId(), password: useId() };
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="amber" highContrast role="status">
        <Callout.Text>
          This password is shown only once. Give it to {props.contactName}: they choose their own at
          their first sign-in.
        </Callout.Text>
      </Callout.Root>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={ids.username} weight="medium">
          Username
        </Text>
        <TextField.Root id={ids.username} readOnly value={props.username} />
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={ids.password} weight="medium">
          First password
        </Text>
        {/* Read-only and selected on focus, so staff can copy it in one go. */}
        <TextField.Root
          id={ids.password}
          readOnly
          value={props.password}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Flex>
      <PrintWelcomeSheet
        familyName={props.familyName}
        username={props.username}
        password={props.password}
      />
    </Flex>
  );
}
