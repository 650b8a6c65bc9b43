/**
 * @module
 * 'Confirm This Week' (spec section 2): the four answers while the week has none (the extra-day
 * request only when a weekday is left to ask for), then the answer with its undo. A week whose
 * days have all passed says so instead of offering answers (issue 16). A change made with no
 * signal shows at once and says that it waits for the network.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { getExtraDayDecision } from '@cubby/shared/docs';
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useFacilityToday } from '../../lib/facility-clock.ts';
import { useDocRefusal, useDocValue, useSyncStatus } from '../../lib/sync/sync-context.tsx';
import { type SyncedDoc, TOO_MANY_WRITES, UPDATE_REFUSALS } from '../../lib/sync/synced-doc.ts';
import { AnswerButtons } from './answer-buttons.tsx';
import { AnswerSummary } from './answer-summary.tsx';
import type { PortalCustomer } from './customer-auth.ts';
import { isWeekOver, WEEK_OVER } from './offered-days.ts';
import * as styles from './portal.css.ts';
import { useAnswerReady } from './use-answer-ready.ts';
import { useWeekAnswer } from './use-week-answer.ts';

/**
 * The panel for the week of `monday`. In a family of several children it sits under the child's
 * name (`childName`), and its toasts and dialogs name the child too.
 */
export function ConfirmWeekPanel(props: {
  family: SyncedDoc;
  customer: PortalCustomer;
  monday: string;
  scheduled: string[];
  open: string[];
  childName?: string;
  level?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const ready = useAnswerReady(props.family);
  const { childName } = props;
  const { answer, submit, undo } = useWeekAnswer(
    props.family,
    props.monday,
    props.customer,
    childName,
  );
  // Staff's answer to an extra-day request arrives in the same document, written by the server.
  const decision = useDocValue(props.family, (doc) => getExtraDayDecision(doc, props.monday), [
    props.monday,
  ]);
  const { online, pending } = useSyncStatus();
  const refusal = useDocRefusal(props.family);
  const week = { monday: props.monday, today: useFacilityToday() };

  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <div>
            <Heading as={props.level ?? 'h2'} size="5" id={headingId}>
              Confirm This Week
            </Heading>
            <Text as="p" color="gray" size="2">
              Let us know your plans for the week of{' '}
              <span className={styles.nowrap}>{formatDisplayDate(props.monday)}</span>.
            </Text>
          </div>
          {!ready ? (
            <Flex role="status" align="center" gap="2">
              <Spinner />
              <Text color="gray">Loading your answer...</Text>
            </Flex>
          ) : answer ? (
            <AnswerSummary answer={answer} decision={decision} onUndo={undo} />
          ) : isWeekOver(week.monday, week.today) ? (
            <Text as="p" role="status">
              {WEEK_OVER}
            </Text>
          ) : (
            <div className={styles.actions}>
              <Button
                size="3"
                color="green"
                highContrast
                className={styles.actionButton}
                onClick={() => submit('confirmed', {})}
              >
                YES - Confirm Week
              </Button>
              <AnswerButtons
                scheduled={props.scheduled}
                open={props.open}
                week={week}
                submit={submit}
                childName={childName}
              />
            </div>
          )}
          {refusal !== null && UPDATE_REFUSALS.has(refusal) ? (
            <Callout.Root color="red" highContrast role="alert">
              <Callout.Text>
                The day care could not accept this answer, so staff will not see it. Please call the
                day care.
              </Callout.Text>
            </Callout.Root>
          ) : null}
          {refusal === TOO_MANY_WRITES ? (
            <Callout.Root color="amber" highContrast role="alert">
              <Callout.Text>
                Too many changes in a short time, so this answer has not been sent yet. It is saved
                on this phone; open My Schedule again in an hour to send it.
              </Callout.Text>
            </Callout.Root>
          ) : null}
          {!online && pending > 0 ? (
            <Callout.Root color="amber" highContrast role="status">
              <Callout.Text>
                Saved on this phone; it will be sent when you are back online.
              </Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      </section>
    </Card>
  );
}
