/**
 * @module
 * Previous Week / Next Week (plus or minus 7 days, spec section 4) around a week label. On a
 * phone the label takes its own row above the two buttons.
 */
import { addWeeks } from '@cubby/shared/dates';
import { Button, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import * as styles from './week-navigator.css.ts';

/** Week navigation; `label` describes the week of `monday`. */
export function WeekNavigator(props: {
  monday: string;
  onChange: (monday: string) => void;
  label: ReactNode;
}) {
  return (
    <fieldset className={styles.navigator}>
      <legend className={styles.legend}>Week</legend>
      <Button
        className={styles.previous}
        variant="outline"
        onClick={() => props.onChange(addWeeks(props.monday, -1))}
      >
        Previous Week
      </Button>
      <Text className={styles.label} weight="medium" align="center" aria-live="polite">
        {props.label}
      </Text>
      <Button
        className={styles.next}
        variant="outline"
        onClick={() => props.onChange(addWeeks(props.monday, 1))}
      >
        Next Week
      </Button>
    </fieldset>
  );
}
