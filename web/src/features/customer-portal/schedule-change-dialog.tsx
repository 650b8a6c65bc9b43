/**
 * @module
 * 'Early Pick-Up/Late Drop Off' (spec sections 2 and 5): one of the week's scheduled days, early
 * pick-up or late drop-off, the time, an optional reason, and whether the other scheduled days
 * are confirmed too. A day and a time are needed. Only days not yet past are offered, and a day
 * inside the advance notice gets a note before sending (issue 16).
 */
import type { ScheduleChangeType } from '@cubby/shared/schemas';
import { Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { AnswerDialog, type AnswerDialogProps } from './answer-dialog.tsx';
import { ChoiceCards, ConfirmOthersField, optionalReason, ReasonField } from './answer-fields.tsx';
import { type AnswerWeek, offerDays } from './offered-days.ts';
import { CHANGE_TYPES, dayOptions } from './portal-week.ts';
import { ShortNoticeNote } from './short-notice-note.tsx';
import type { SubmitAnswer } from './use-week-answer.ts';

/** The schedule change dialog; `days` are the week's scheduled days. */
export function ScheduleChangeDialog({
  days,
  week,
  submit,
  ...dialog
}: AnswerDialogProps & { days: string[]; week: AnswerWeek; submit: SubmitAnswer }) {
  return (
    <AnswerDialog
      {...dialog}
      title="Early Pick-Up/Late Drop Off"
      description="Tell us about a different pick-up or drop-off time on one of your days."
      offered={offerDays(week, days, 'No scheduled days this week')}
    >
      {(offered, done) => (
        <ScheduleChangeForm days={offered} today={week.today} submit={submit} done={done} />
      )}
    </AnswerDialog>
  );
}

function ScheduleChangeForm(props: {
  days: string[];
  today: string;
  submit: SubmitAnswer;
  done: () => void;
}) {
  const timeId = useId();
  const [day, setDay] = useState('');
  const [type, setType] = useState<ScheduleChangeType>('early_pick');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [confirmOthers, setConfirmOthers] = useState(false);
  const complete = day !== '' && time !== '';

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const saved = props.submit('schedule_change', {
      scheduleChangeDay: day,
      scheduleChangeType: type,
      scheduleChangeTime: time,
      scheduleChangeReason: optionalReason(reason),
      alsoConfirmOthers: confirmOthers,
    });
    if (saved) props.done();
  };

  return (
    <form onSubmit={send}>
      <Flex direction="column" gap="4">
        <ChoiceCards label="Day" options={dayOptions(props.days)} value={day} onChange={setDay} />
        <ShortNoticeNote details={{ scheduleChangeDay: day || undefined }} today={props.today} />
        <ChoiceCards label="Type" options={CHANGE_TYPES} value={type} onChange={setType} />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={timeId} weight="medium" size="2">
            Time
          </Text>
          <TextField.Root
            id={timeId}
            type="time"
            size="3"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </Flex>
        <ReasonField value={reason} onChange={setReason} />
        <ConfirmOthersField checked={confirmOthers} onChange={setConfirmOthers} />
        <DialogActions disabled={!complete}>Submit</DialogActions>
      </Flex>
    </form>
  );
}
