/**
 * @module
 * The week's answer once given (spec section 4): what the family said, staff's answer to an
 * extra-day request, and the button that takes it back: 'Undo Confirmation', 'Change Mind' or
 * 'Cancel Request'.
 */

import { formatClockTime, formatWeekdayDate } from '@cubby/shared/dates';
import type { WeekConfirmation } from '@cubby/shared/docs';
import type { ConfirmationStatus, ExtraDayDecision } from '@cubby/shared/schemas';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { ExtraDayReplyNote } from './extra-day-reply-note.tsx';
import * as styles from './portal.css.ts';
import { CHANGE_TYPES } from './portal-week.ts';
import { SentAtShortNotice } from './short-notice-note.tsx';

const VIEWS: Record<
  ConfirmationStatus,
  { title: string; color: 'green' | 'red' | 'blue' | 'purple'; undo: string }
> = {
  confirmed: { title: 'Week confirmed', color: 'green', undo: 'Undo Confirmation' },
  not_coming: { title: 'Not coming', color: 'red', undo: 'Change Mind' },
  schedule_change: { title: 'Schedule change noted', color: 'blue', undo: 'Change Mind' },
  extra_day_request: { title: 'Extra day requested', color: 'purple', undo: 'Cancel Request' },
};

/** The answer, staff's reply to a request (`decision`, null while none), and its undo button. */
export function AnswerSummary(props: {
  answer: WeekConfirmation;
  decision: ExtraDayDecision | null;
  onUndo: () => void;
}) {
  const view = VIEWS[props.answer.status];
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color={view.color} highContrast role="status">
        <Callout.Text weight="bold" size="3">
          {view.title}
        </Callout.Text>
        {answerLines(props.answer).map((line) => (
          <Callout.Text key={line}>{line}</Callout.Text>
        ))}
        <SentAtShortNotice answer={props.answer} />
      </Callout.Root>
      {props.answer.status === 'extra_day_request' ? (
        <ExtraDayReplyNote decision={props.decision} />
      ) : null}
      <Button
        size="3"
        variant="outline"
        color="gray"
        highContrast
        className={styles.actionButton}
        onClick={props.onUndo}
      >
        {view.undo}
      </Button>
    </Flex>
  );
}

// What the family told staff, in the portal's words.
function answerLines({ status, details }: WeekConfirmation): string[] {
  const lines: string[] = [];
  const others = details.alsoConfirmOthers ? ['Your other scheduled days are confirmed.'] : [];
  switch (status) {
    case 'confirmed':
      lines.push('Your scheduled days this week are confirmed.');
      break;
    case 'not_coming':
      lines.push(`Not coming on ${(details.absentDays ?? []).map(formatWeekdayDate).join(', ')}`);
      if (details.reason) lines.push(`Reason: ${details.reason}`);
      lines.push(...others);
      break;
    case 'schedule_change': {
      const type = CHANGE_TYPES.find((option) => option.value === details.scheduleChangeType);
      const day = details.scheduleChangeDay ? formatWeekdayDate(details.scheduleChangeDay) : '';
      const time = details.scheduleChangeTime ? formatClockTime(details.scheduleChangeTime) : '';
      lines.push(`${type?.label ?? 'Change'} on ${day} at ${time}`);
      if (details.scheduleChangeReason) lines.push(`Reason: ${details.scheduleChangeReason}`);
      lines.push(...others);
      break;
    }
    case 'extra_day_request':
      if (details.requestExtraDay) {
        lines.push(
          `Extra day: ${formatWeekdayDate(details.requestExtraDay)}, if a spot is available`,
        );
      }
      if (details.extraDayReason) lines.push(`Reason: ${details.extraDayReason}`);
      lines.push(...others);
      break;
  }
  return lines;
}
