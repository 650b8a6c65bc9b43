/**
 * @module
 * Previous Week / Next Week (plus or minus 7 days, spec section 4) around a week label.
 */
import { addWeeks } from '@cubby/shared/dates';
import { Button, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** Week navigation; `label` describes the week of `monday`. */
export function WeekNavigator(props: {
  monday: string;
  onChange: (monday: string) => void;
  label: ReactNode;
}) {
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" role="group" aria-label="Week">
      <Button variant="outline" onClick={() => props.onChange(addWeeks(props.monday, -1))}>
        Previous Week
      </Button>
      <Text weight="medium" align="center" aria-live="polite">
        {props.label}
      </Text>
      <Button variant="outline" onClick={() => props.onChange(addWeeks(props.monday, 1))}>
        Next Week
      </Button>
    </Flex>
  );
}
