/**
 * @module
 * The frame of the portal's two sign-in screens: one card in the middle of the screen holding a
 * titled form. The form validates itself, so the browser's own required-field bubbles stay off
 * and the spec's messages show instead.
 */
import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './portal.css.ts';

/** A centred card with a titled form. */
export function PortalFormCard(props: {
  title: string;
  subtitle: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <main className={styles.centered}>
      <Card size="3" className={styles.card}>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="4">
            <Box>
              <Heading as="h1" size="7">
                {props.title}
              </Heading>
              <Text as="p" color="gray">
                {props.subtitle}
              </Text>
            </Box>
            {props.children}
          </Flex>
        </form>
      </Card>
    </main>
  );
}
