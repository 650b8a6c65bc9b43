/**
 * @module
 * Previous Week / Next Week (plus or minus 7 days, spec section 4) around a week label, and
 * This week (issue 16), back to the facility's current week from any other. On a phone the label
 * takes its own row above the three buttons. A screen that may show only some weeks (the
 * portal: the weeks a family may answer, decision 066) gives the first and last.
 */
import { addWeeks } from '@cubby/shared/dates';
import { Button, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { currentMonday, useFacilityClock } from '../lib/facility-clock.ts';
import * as styles from './week-navigator.css.ts';

/** Week navigation; `label` describes the week of `monday`; `first` and `last` bound it. */
export function WeekNavigator(props: {
  monday: string;
  onChange: (monday: string) => void;
  label: ReactNode;
  first?: string;
  last?: string;
}) {
  const thisMonday = currentMonday(useFacilityClock());
  const onThisWeek = props.monday === thisMonday;
  return (
    <fieldset className={styles.navigator}>
      <legend className={styles.legend}>Week</legend>
      <Button
        className={styles.previous}
        variant="outline"
        disabled={props.first !== undefined && props.monday <= props.first}
        onClick={() => props.onChange(addWeeks(props.monday, -1))}
      >
        Previous Week
      </Button>
      <Text className={styles.label} weight="medium" align="center" aria-live="polite">
        {props.label}
      </Text>
      {/* Disabled on the current week itself: it also tells the eye which week this is. */}
      <Button
        className={styles.thisWeek}
        variant="outline"
        disabled={onThisWeek}
        onClick={() => props.onChange(thisMonday)}
      >
        This week
      </Button>
      <Button
        className={styles.next}
        variant="outline"
        disabled={props.last !== undefined && props.monday >= props.last}
        onClick={() => props.onChange(addWeeks(props.monday, 1))}
      >
        Next Week
      </Button>
    </fieldset>
  );
}
