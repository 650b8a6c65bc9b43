/**
 * @module
 * One weekday cell of the schedule: a green check when the customer attends that day by
 * default, a gray X when not, each with words for screen readers.
 */
import { Flex, VisuallyHidden } from '@radix-ui/themes';
import { CheckIcon, CrossIcon } from './schedule-icons.tsx';

/** 'Scheduled' or 'Not scheduled', shown as an icon. */
export function DayMark({ scheduled }: { scheduled: boolean }) {
  return (
    <Flex justify="center" style={{ color: scheduled ? 'var(--green-11)' : 'var(--gray-9)' }}>
      {scheduled ? <CheckIcon /> : <CrossIcon />}
      <VisuallyHidden>{scheduled ? 'Scheduled' : 'Not scheduled'}</VisuallyHidden>
    </Flex>
  );
}
