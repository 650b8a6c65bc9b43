/**
 * @module
 * One weekday cell of the schedule: a green check when the customer attends that day by
 * default, a gray X when not, and for the week shown a blue check with "Extra day" on a day
 * staff approved beyond the default ones, by the one rule of who is expected on a day
 * (`expectationOn`, the same the dashboard and the attendance grid use), each with words for
 * screen readers.
 */
import { Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { CheckIcon, CrossIcon } from './schedule-icons.tsx';

/** What a weekday holds for a child in the week shown. */
export type DayMarkKind = 'scheduled' | 'extra_day' | 'not_scheduled';

/** 'Scheduled', 'Extra day (approved)' or 'Not scheduled', shown as an icon. */
export function DayMark({ kind }: { kind: DayMarkKind }) {
  if (kind === 'extra_day') {
    return (
      <Flex direction="column" align="center" style={{ color: 'var(--blue-11)' }}>
        <CheckIcon />
        <Text size="1" aria-hidden="true">
          Extra day
        </Text>
        <VisuallyHidden>Extra day (approved)</VisuallyHidden>
      </Flex>
    );
  }
  const scheduled = kind === 'scheduled';
  return (
    <Flex justify="center" style={{ color: scheduled ? 'var(--green-11)' : 'var(--gray-9)' }}>
      {scheduled ? <CheckIcon /> : <CrossIcon />}
      <VisuallyHidden>{scheduled ? 'Scheduled' : 'Not scheduled'}</VisuallyHidden>
    </Flex>
  );
}
