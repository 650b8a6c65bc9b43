/**
 * @module
 * The three answers of 'Confirm This Week' that open a dialog (spec section 2): 'NO - Not
 * Coming', 'Early Pick-Up/Late Drop Off' and, while a weekday is left to ask for, 'Request Extra
 * Day (If Spot Available)'. The dialogs, their forms and their code (Radix's dialog, checkbox and
 * radio cards) come when a button is first wanted (issue 21), or as the buttons show on a phone
 * whose service worker does not hold the app yet: an answer works with no signal, so its dialog
 * must open offline too.
 */
import { Button } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { OnDemandOverlay } from '../../components/on-demand-overlay.tsx';
import { onDemand } from '../../lib/on-demand.ts';
import { type AnswerWeek, offeredDays } from './offered-days.ts';
import * as styles from './portal.css.ts';
import type { SubmitAnswer } from './use-week-answer.ts';

// One download for the three: a parent who opens one is likely to open another.
const answerDialogs = onDemand(
  async () => {
    const [notComing, scheduleChange, extraDay] = await Promise.all([
      import('./not-coming-dialog.tsx'),
      import('./schedule-change-dialog.tsx'),
      import('./extra-day-dialog.tsx'),
    ]);
    return {
      NotComing: notComing.NotComingDialog,
      ScheduleChange: scheduleChange.ScheduleChangeDialog,
      ExtraDay: extraDay.ExtraDayDialog,
    };
  },
  { offline: true },
);

type AnswerDialogs = NonNullable<ReturnType<typeof answerDialogs.loaded>>;

/** What every answer's dialog is given: the week, how to save the answer, and the child. */
interface Answering {
  week: AnswerWeek;
  submit: SubmitAnswer;
  /** Set in a family of several children. */
  childName?: string | undefined;
}

/** The answers' buttons; `scheduled` are the week's scheduled days, `open` the others. */
export function AnswerButtons({
  scheduled,
  open,
  ...answering
}: Answering & { scheduled: string[]; open: string[] }) {
  return (
    <>
      <AnswerButton
        label="NO - Not Coming"
        button={{ color: 'red', variant: 'soft' }}
        dialog="NotComing"
        days={scheduled}
        {...answering}
      />
      <AnswerButton
        label="Early Pick-Up/Late Drop Off"
        button={{ color: 'jade', variant: 'soft' }}
        dialog="ScheduleChange"
        days={scheduled}
        {...answering}
      />
      {offeredDays(answering.week, open).length > 0 ? (
        <AnswerButton
          label="Request Extra Day (If Spot Available)"
          button={{ color: 'purple', variant: 'outline' }}
          dialog="ExtraDay"
          days={open}
          {...answering}
        />
      ) : null}
    </>
  );
}

function AnswerButton({
  label,
  button,
  dialog,
  ...props
}: Answering & {
  label: string;
  button: Pick<ComponentProps<typeof Button>, 'color' | 'variant'>;
  dialog: keyof AnswerDialogs;
  days: string[];
}) {
  return (
    <OnDemandOverlay
      overlay={answerDialogs}
      what={label}
      trigger={
        <Button size="3" highContrast className={styles.actionButton} {...button}>
          {label}
        </Button>
      }
    >
      {(dialogs, trigger) => {
        const AnswerDialog = dialogs[dialog];
        return <AnswerDialog {...props} trigger={trigger} />;
      }}
    </OnDemandOverlay>
  );
}
