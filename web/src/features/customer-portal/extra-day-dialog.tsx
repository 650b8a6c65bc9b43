/**
 * @module
 * 'Request Extra Day (If Spot Available)' (spec sections 2 and 5): one of the weekdays the family
 * is not scheduled for, an optional reason ('Need extra day' when left empty), and whether the
 * scheduled days are confirmed too. A day is needed. Only days not yet past are offered (issue
 * 16), and as the spec shows the button only when a weekday is left to ask for, it is not shown
 * once every such day has passed (`answer-buttons.tsx`). A day inside the advance notice gets a
 * note before sending.
 */
import { EXTRA_DAY_DEFAULT_REASON } from '@cubby/shared/constants';
import { Flex } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { AnswerDialog, type AnswerDialogProps } from './answer-dialog.tsx';
import { ChoiceCards, ConfirmOthersField, optionalReason, ReasonField } from './answer-fields.tsx';
import { type AnswerWeek, offeredDays } from './offered-days.ts';
import { dayOptions } from './portal-week.ts';
import { ShortNoticeNote } from './short-notice-note.tsx';
import type { SubmitAnswer } from './use-week-answer.ts';

/** The extra-day dialog; `days` are the weekdays the family is not scheduled for. */
export function ExtraDayDialog({
  days,
  week,
  submit,
  ...dialog
}: AnswerDialogProps & { days: string[]; week: AnswerWeek; submit: SubmitAnswer }) {
  return (
    <AnswerDialog
      {...dialog}
      title="Request Extra Day"
      description="Ask for a day you are not scheduled for. Staff will confirm if a spot is available."
      offered={{ days: offeredDays(week, days), none: null }}
    >
      {(offerable, done) => (
        <ExtraDayForm days={offerable} today={week.today} submit={submit} done={done} />
      )}
    </AnswerDialog>
  );
}

function ExtraDayForm(props: {
  days: string[];
  today: string;
  submit: SubmitAnswer;
  done: () => void;
}) {
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [confirmOthers, setConfirmOthers] = useState(false);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return;
    const saved = props.submit('extra_day_request', {
      requestExtraDay: day,
      extraDayReason: optionalReason(reason) ?? EXTRA_DAY_DEFAULT_REASON,
      alsoConfirmOthers: confirmOthers,
    });
    if (saved) props.done();
  };

  return (
    <form onSubmit={send}>
      <Flex direction="column" gap="4">
        <ChoiceCards label="Day" options={dayOptions(props.days)} value={day} onChange={setDay} />
        <ShortNoticeNote details={{ requestExtraDay: day || undefined }} today={props.today} />
        <ReasonField value={reason} onChange={setReason} placeholder={EXTRA_DAY_DEFAULT_REASON} />
        <ConfirmOthersField checked={confirmOthers} onChange={setConfirmOthers} />
        <DialogActions disabled={!day}>Submit</DialogActions>
      </Flex>
    </form>
  );
}
