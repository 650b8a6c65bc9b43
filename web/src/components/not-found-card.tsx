/**
 * @module
 * The card any path outside the route table shows (spec section 2).
 */
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';

/** '404 Page Not Found', with a way back to the start (issue 16: no dead ends). */
export function NotFoundCard() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card size="4" style={{ maxWidth: 480 }}>
        <Heading as="h1" size="6" mb="2">
          404 Page Not Found
        </Heading>
        <Text as="p" color="gray">
          Did you forget to add the page to the router?
        </Text>
        {/* The start: staff land on their attendance screen, or on the sign-in when signed out.
            A /customer… path never gets here; it falls to the customer login (routes/__root). */}
        <Button asChild mt="4" highContrast>
          <Link to="/">Back to start</Link>
        </Button>
      </Card>
    </Flex>
  );
}
