/**
 * @module
 * What today holds for a child as a small tag ('Confirmed', 'Not coming', ...), the same on the
 * dashboard's Expected Today and on the attendance grid's cell of today.
 */
import type { Expectation } from '@cubby/shared/expected-days';
import { Badge } from '@radix-ui/themes';
import { expectationColor, expectationLabel } from '../lib/expectation-label.ts';
import * as styles from './expectation-badge.css.ts';

/** The tag of an expectation; it wraps inside a narrow cell rather than spill out of it. */
export function ExpectationBadge(props: { expectation: Expectation }) {
  return (
    <Badge
      color={expectationColor(props.expectation)}
      variant="soft"
      highContrast
      className={styles.badge}
    >
      {expectationLabel(props.expectation)}
    </Badge>
  );
}
