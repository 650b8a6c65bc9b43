/**
 * @module
 * One figure of the dashboard's stats row: a label, the value, and a line of detail. Each card
 * is a named group so a screen reader (and a test) reads label and value together.
 */
import { Card, Flex, Text } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';

/** A labelled figure. */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  /** Lines of detail under the value. */
  details?: string[];
  help?: ReactNode;
}) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId}>
      <Flex direction="column" gap="1">
        <Flex align="center" justify="between" gap="2">
          <Text id={labelId} size="2" weight="medium" color="gray">
            {props.label}
          </Text>
          {props.help}
        </Flex>
        <Text size={{ initial: '5', sm: '7' }} weight="bold">
          {props.value}
        </Text>
        {props.details?.map((line) => (
          <Text key={line} size="1" color="gray">
            {line}
          </Text>
        ))}
      </Flex>
    </Card>
  );
}
