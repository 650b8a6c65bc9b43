/**
 * @module
 * The header of every staff screen: title and subtitle, the screen's own buttons, Rooms (each
 * room's ratio now, issue 19), the connection status, today's alerts (on every staff screen, so an alert is seen wherever
 * staff are), and Sign Out ('Signing out...' while pending).
 */
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSignOut } from '../lib/use-sign-out.ts';
import { AlertsButton } from './alerts-button.tsx';
import { ConnectionStatus } from './connection-status.tsx';

/** A staff screen's header. */
export function AppHeader(props: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  const signOut = useSignOut();
  return (
    <Flex asChild justify="between" align="center" wrap="wrap" gap="3" py="3">
      <header>
        <Box>
          <Heading as="h1" size="6">
            {props.title}
          </Heading>
          {props.subtitle ? (
            <Text as="p" color="gray">
              {props.subtitle}
            </Text>
          ) : null}
        </Box>
        <Flex gap="2" align="center" wrap="wrap">
          <ConnectionStatus />
          {props.actions}
          <Button asChild variant="soft" color="gray" highContrast>
            <Link to="/rooms">Rooms</Link>
          </Button>
          <AlertsButton />
          <Button
            variant="soft"
            color="gray"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {signOut.isPending ? 'Signing out...' : 'Sign Out'}
          </Button>
        </Flex>
      </header>
    </Flex>
  );
}
