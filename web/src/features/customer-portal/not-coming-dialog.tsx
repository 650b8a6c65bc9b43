/**
 * @module
 * 'NO - Not Coming' (spec sections 2 and 5): pick the scheduled days the child will miss (Select
 * All / Unselect All) and an optional reason; at least one day is needed. Only days not yet past
 * are offered, and a day inside the advance notice gets a note before sending (issue 16).
 */

import { formatWeekdayDate } from '@cubby/shared/dates';
import { Button, CheckboxCards, Flex, Text } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { AnswerDialog, type AnswerDialogProps } from './answer-dialog.tsx';
import { optionalReason, ReasonField } from './answer-fields.tsx';
import { type AnswerWeek, offerDays } from './offered-days.ts';
import { ShortNoticeNote } from './short-notice-note.tsx';
import type { SubmitAnswer } from './use-week-answer.ts';

/** The not-coming dialog; `days` are the week's scheduled days. */
export function NotComingDialog({
  days,
  week,
  submit,
  ...dialog
}: AnswerDialogProps & { days: string[]; week: AnswerWeek; submit: SubmitAnswer }) {
  return (
    <AnswerDialog
      {...dialog}
      title="Not Coming"
      description="Choose the days your child will not come this week."
      offered={offerDays(week, days, 'No scheduled days this week')}
    >
      {(offered, done) => (
        <NotComingForm days={offered} today={week.today} submit={submit} done={done} />
      )}
    </AnswerDialog>
  );
}

function NotComingForm(props: {
  days: string[];
  today: string;
  submit: SubmitAnswer;
  done: () => void;
}) {
  const labelId = useId();
  const [absent, setAbsent] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const allSelected = absent.length === props.days.length;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (absent.length === 0) return;
    const saved = props.submit('not_coming', {
      absentDays: absent,
      reason: optionalReason(reason),
    });
    if (saved) props.done();
  };

  return (
    <form onSubmit={send}>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="2">
          <Flex justify="between" align="center" gap="3">
            <Text id={labelId} weight="medium" size="2">
              Days you will miss
            </Text>
            <Button
              type="button"
              variant="ghost"
              highContrast
              onClick={() => setAbsent(allSelected ? [] : props.days)}
            >
              {allSelected ? 'Unselect All' : 'Select All'}
            </Button>
          </Flex>
          <CheckboxCards.Root
            aria-labelledby={labelId}
            columns="1"
            gap="2"
            value={absent}
            // Kept in week order, whatever order the days were ticked in.
            onValueChange={(picked) => setAbsent(props.days.filter((day) => picked.includes(day)))}
          >
            {props.days.map((day) => (
              <CheckboxCards.Item key={day} value={day}>
                {formatWeekdayDate(day)}
              </CheckboxCards.Item>
            ))}
          </CheckboxCards.Root>
        </Flex>
        <ShortNoticeNote details={{ absentDays: absent }} today={props.today} />
        <ReasonField value={reason} onChange={setReason} />
        <DialogActions disabled={absent.length === 0}>Submit</DialogActions>
      </Flex>
    </form>
  );
}
