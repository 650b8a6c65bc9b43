/**
 * @module
 * A screen that is being built: its title, so routes and tests can already reach it.
 */
import { Container, Heading } from '@radix-ui/themes';

/** A titled empty screen. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Container size="3" p="4">
      <Heading as="h1">{title}</Heading>
    </Container>
  );
}
