/**
 * @module
 * The card any path outside the route table shows (spec section 2).
 */
import { Card, Flex, Heading, Text } from '@radix-ui/themes';

/** '404 Page Not Found'. */
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
      </Card>
    </Flex>
  );
}
