/**
 * @module
 * /kiosk on a tablet that holds no kiosk token: what it is, and how staff make it one. After
 * staff revoke this kiosk, the same card says so first.
 */
import { Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from '@tanstack/react-router';

/** The card shown instead of the kiosk; `reason` says why it stopped, when it did. */
export function NotAKiosk({ reason }: { reason?: string }) {
  return (
    <Flex minHeight="100dvh" align="center" justify="center" p="5">
      <Card size="4" style={{ maxWidth: 560 }}>
        <Flex direction="column" gap="3">
          <Heading as="h1" size="7">
            This tablet is not a kiosk yet
          </Heading>
          {reason ? (
            <Text as="p" size="4" color="red" role="alert">
              {reason}
            </Text>
          ) : null}
          <Text as="p" size="4">
            The kiosk is where parents and pick-up people sign children in and out with their PIN.
            To make this tablet the kiosk, staff sign in, open{' '}
            <Link asChild>
              <RouterLink to="/kiosks">Kiosks</RouterLink>
            </Link>
            , choose Add a kiosk, then Use this tablet as the kiosk.
          </Text>
        </Flex>
      </Card>
    </Flex>
  );
}
