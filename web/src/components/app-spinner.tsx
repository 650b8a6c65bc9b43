/**
 * @module
 * The spinner shown while something loads, announced to screen readers.
 */
import { Flex, Spinner, Text } from '@radix-ui/themes';

/** A centred spinner with a label. */
export function AppSpinner({ label }: { label: string }) {
  return (
    <Flex role="status" align="center" justify="center" gap="3" style={{ minHeight: '50vh' }}>
      <Spinner size="3" />
      <Text color="gray">{label}</Text>
    </Flex>
  );
}
