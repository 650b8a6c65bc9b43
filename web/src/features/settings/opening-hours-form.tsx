/**
 * @module
 * The Opening Hours card of Settings: each weekday open or closed with its times, and the
 * standard day a departure is early or late against. New hours apply from the facility's today
 * on; days already past keep the hours they had (decision 070). Each problem shows beside its
 * day, in the words of the schema the server checks too.
 */
import { DAY_NAMES, DAYS_OF_WEEK, type DayOfWeek } from '@cubby/shared/facility-hours';
import { Button, Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { problemAria, problemId } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import {
  checkHoursDraft,
  type DayDraft,
  type HoursChange,
  type HoursProblems,
  isUnchanged,
  toHoursDraft,
} from './hours-draft.ts';
import * as styles from './settings.css.ts';
import { useSaveSettings } from './settings-api.ts';

/** The form, starting from the hours in force today. */
export function OpeningHoursForm({ saved }: { saved: HoursChange }) {
  const [draft, setDraft] = useState(() => toHoursDraft(saved));
  const [problems, setProblems] = useState<HoursProblems>({});
  const save = useSaveSettings();
  const ids = { start: useId(), end: useId() };
  const setDay = (day: DayOfWeek, change: Partial<DayDraft>) =>
    setDraft((current) => ({
      ...current,
      days: { ...current.days, [day]: { ...current.days[day], ...change } },
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkHoursDraft(draft);
    setProblems(checked.problems ?? {});
    if (checked.change) save.mutate(checked.change);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Opening hours">
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray">
          Untick a day the centre does not open. New hours apply from today; days already past keep
          the hours they had.
        </Text>
        <ul className={styles.dayRows} aria-label="Days of the week">
          {DAYS_OF_WEEK.map((day) => (
            <DayRow
              key={day}
              day={day}
              value={draft.days[day]}
              problem={problems[day]}
              onChange={(change) => setDay(day, change)}
            />
          ))}
        </ul>
        <fieldset className={styles.fieldset}>
          <legend>
            <Text weight="medium">Standard day</Text>
          </legend>
          <Text as="p" size="2" color="gray" mb="2">
            A child collected before the standard day ends is an early pick-up; after it, a late
            one.
          </Text>
          <Flex gap="3" wrap="wrap">
            <TimeField
              id={ids.start}
              label="Starts"
              value={draft.start}
              problem={problems.standardDay}
              problemOf={ids.start}
              onChange={(start) => setDraft((current) => ({ ...current, start }))}
            />
            <TimeField
              id={ids.end}
              label="Ends"
              value={draft.end}
              problem={problems.standardDay}
              problemOf={ids.start}
              onChange={(end) => setDraft((current) => ({ ...current, end }))}
            />
          </Flex>
          {problems.standardDay ? (
            <Text id={problemId(ids.start)} size="2" color="red" role="alert">
              {problems.standardDay}
            </Text>
          ) : null}
        </fieldset>
        <ServerRefusal error={save.error} />
        <Flex justify="end">
          <Button type="submit" disabled={save.isPending || isUnchanged(draft, saved)}>
            {save.isPending ? 'Saving...' : 'Save Hours'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function DayRow(props: {
  day: DayOfWeek;
  value: DayDraft;
  problem: string | undefined;
  onChange: (change: Partial<DayDraft>) => void;
}) {
  const name = DAY_NAMES[props.day];
  const ids = { opens: useId(), closes: useId() };
  const { value, problem } = props;
  return (
    <li className={styles.dayRow} aria-label={name}>
      <Text as="label" weight="medium" className={styles.dayName}>
        <Checkbox
          checked={value.open}
          onCheckedChange={(checked) => props.onChange({ open: checked === true })}
          aria-label={`Open on ${name}`}
        />
        {name}
      </Text>
      {value.open ? (
        <Flex gap="3" wrap="wrap">
          <TimeField
            id={ids.opens}
            label="Opens"
            fullLabel={`${name} opens`}
            value={value.opens}
            problem={problem}
            problemOf={ids.opens}
            onChange={(opens) => props.onChange({ opens })}
          />
          <TimeField
            id={ids.closes}
            label="Closes"
            fullLabel={`${name} closes`}
            value={value.closes}
            problem={problem}
            problemOf={ids.opens}
            onChange={(closes) => props.onChange({ closes })}
          />
        </Flex>
      ) : (
        <Text color="gray">Closed</Text>
      )}
      {problem ? (
        <Text id={problemId(ids.opens)} size="2" color="red" role="alert" className={styles.wide}>
          {problem}
        </Text>
      ) : null}
    </li>
  );
}

// A time box; each of a row's boxes points at the row's one problem (`problemOf`'s text).
function TimeField(props: {
  id: string;
  label: string;
  fullLabel?: string;
  value: string;
  problem: string | undefined;
  problemOf: string;
  onChange: (value: string) => void;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={props.id} size="2">
        {props.label}
      </Text>
      <TextField.Root
        id={props.id}
        type="time"
        required
        aria-label={props.fullLabel}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...problemAria(props.problemOf, props.problem)}
      />
    </Flex>
  );
}
