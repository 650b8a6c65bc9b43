/**
 * @module
 * The Closures card of Settings: the dates the centre is closed (holidays, training days), added
 * and removed one at a time, each saved at once. A closed day offers no tick on the attendance
 * grid and is not asked about on the parents' portal (decision 070). Upcoming closures are
 * listed; earlier ones are kept and counted.
 */
import { formatWeekdayDate, type IsoDate } from '@cubby/shared/dates';
import { MAX_CLOSURES } from '@cubby/shared/facility-hours-schemas';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { FormField, problemAria } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFacilityToday } from '../../lib/facility-clock.ts';
import * as styles from './settings.css.ts';
import { useSaveSettings } from './settings-api.ts';

/** The closures, as saved; each change is saved at once. */
export function ClosuresForm({ saved }: { saved: readonly IsoDate[] }) {
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSaveSettings();
  const id = useId();
  const today = useFacilityToday();
  const upcoming = saved.filter((closure) => closure >= today);
  const earlier = saved.length - upcoming.length;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = closureProblem(date, saved);
    setProblem(found);
    if (found) return;
    save.mutate({ closures: [...saved, date] }, { onSuccess: () => setDate('') });
  };
  const remove = (closure: IsoDate) =>
    save.mutate({ closures: saved.filter((kept) => kept !== closure) });

  return (
    <Flex direction="column" gap="4">
      <form onSubmit={add} noValidate aria-label="Add a closure">
        <Flex gap="3" align="end" wrap="wrap">
          <FormField id={id} label="Date the centre is closed" problem={problem}>
            <TextField.Root
              id={id}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              {...problemAria(id, problem)}
            />
          </FormField>
          <Button type="submit" disabled={save.isPending}>
            Add Closure
          </Button>
        </Flex>
      </form>
      {upcoming.length === 0 ? (
        <Text as="p" color="gray" size="2">
          No closures ahead. The centre opens on every day of its opening hours.
        </Text>
      ) : (
        <ul className={styles.dayRows} aria-label="Upcoming closures">
          {upcoming.map((closure) => (
            <li key={closure} className={styles.closureRow}>
              <Text>{formatWeekdayDate(closure)}</Text>
              <Button
                variant="soft"
                color="gray"
                highContrast
                disabled={save.isPending}
                aria-label={`Remove the closure on ${formatWeekdayDate(closure)}`}
                onClick={() => remove(closure)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {earlier > 0 ? (
        <Text as="p" color="gray" size="2">
          {earlier === 1 ? '1 earlier closure is kept.' : `${earlier} earlier closures are kept.`}
        </Text>
      ) : null}
      <ServerRefusal error={save.error} />
    </Flex>
  );
}

// What is wrong with adding `date`, said as what to do; undefined when nothing is.
function closureProblem(date: string, saved: readonly IsoDate[]): string | undefined {
  if (date === '') return 'Choose the date the centre is closed';
  if (saved.includes(date)) return `The centre is already closed on ${formatWeekdayDate(date)}`;
  if (saved.length >= MAX_CLOSURES) {
    return `At most ${MAX_CLOSURES} closure dates are kept: remove an old one first`;
  }
  return undefined;
}
