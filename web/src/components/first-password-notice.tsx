/**
 * @module
 * A first password as staff or the owner see it, once: after making a login and after a reset.
 * The server keeps only its hash, so this is the one time it can be read; its holder replaces it
 * with their own at their first sign-in (decision 019).
 */
import { Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';

/**
 * The warning that the password shows once (`warning`: whom to give it to), the username and
 * first password, a parent login's welcome code when it has one (decision 068), and `children`
 * after them (the family page's welcome sheet).
 */
export function FirstPasswordNotice(props: {
  warning: ReactNode;
  username: string;
  password: string;
  welcomeCode?: string | undefined;
  children?: ReactNode;
}) {
  const ids = { username: useId(), password: useId(), welcomeCode: useId() };
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="amber" highContrast role="status">
        <Callout.Text>{props.warning}</Callout.Text>
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
        {/* Read-only and selected on focus, so it can be copied in one go. */}
        <TextField.Root
          id={ids.password}
          readOnly
          value={props.password}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Flex>
      {props.welcomeCode ? (
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.welcomeCode} weight="medium">
            Welcome code
          </Text>
          <TextField.Root
            id={ids.welcomeCode}
            readOnly
            value={props.welcomeCode}
            onFocus={(event) => event.currentTarget.select()}
          />
        </Flex>
      ) : null}
      {props.children}
    </Flex>
  );
}
