/**
 * @module
 * The family's own answer above its children's weeks: one tap says 'YES - Confirm Week' for every
 * child who has scheduled days and no answer yet, and a toast says whom it confirmed. It waits,
 * as each child's panel does, until the children's documents can be trusted, so it never
 * confirms over an answer given on another phone that has not arrived yet. A week whose days
 * have all passed has nothing left to confirm, and it says so (issue 16).
 */
import type { FacilityHoursRecord } from '@cubby/shared/docs';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useMemo } from 'react';
import { useFacilityToday } from '../../lib/facility-clock.ts';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { toast } from '../../lib/toast-store.ts';
import { awaitsConfirmation, confirmAllToast, confirmUnanswered } from './confirm-unanswered.ts';
import { isWeekOver, WEEK_OVER } from './offered-days.ts';
import * as styles from './portal.css.ts';
import { splitWeek } from './portal-week.ts';
import { useAnswersReady } from './use-answer-ready.ts';
import { type ChildDoc, useFamilyAnswers } from './use-family-docs.ts';

/** "Confirm the week for all children"; `docs` are `childDocs`' documents alone. */
export function ConfirmAllChildren(props: {
  childDocs: readonly ChildDoc[];
  docs: readonly SyncedDoc[];
  monday: string;
  /** The centre's hours and closures: a closed day is not confirmed. */
  hours: FacilityHoursRecord;
}) {
  const headingId = useId();
  const { childDocs, docs, monday, hours } = props;
  const ready = useAnswersReady(docs);
  const answers = useFamilyAnswers(docs, monday);
  const weeks = useMemo(
    () =>
      childDocs.map(({ child, family }) => ({
        child,
        doc: family.doc,
        scheduled: splitWeek(child, monday, hours).scheduled,
      })),
    [childDocs, monday, hours],
  );
  const over = isWeekOver(monday, useFacilityToday());
  const waiting = weeks.filter((week, index) => awaitsConfirmation(week, answers[index] ?? null));

  const confirmAll = () => {
    toast(confirmAllToast(confirmUnanswered(weeks, monday, new Date()), monday));
  };

  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5" id={headingId}>
            All Children
          </Heading>
          <Text as="p" color="gray" size="2">
            Confirm the scheduled days of every child in one tap. A child who already has an answer
            for this week keeps it.
          </Text>
          {over ? (
            <Text as="p" size="2" role="status">
              {WEEK_OVER}
            </Text>
          ) : (
            <Button
              size="3"
              color="green"
              highContrast
              className={styles.actionButton}
              disabled={!ready || waiting.length === 0}
              onClick={confirmAll}
            >
              Confirm the week for all children
            </Button>
          )}
          {!over && ready && waiting.length === 0 ? (
            <Text as="p" size="2" role="status">
              Every child with scheduled days has an answer for this week.
            </Text>
          ) : null}
        </Flex>
      </section>
    </Card>
  );
}
