/**
 * @module
 * Under the family's extra-day request: staff's answer, live from the family's document, so it
 * shows on the phone the moment staff answer, with no reload ('Waiting for staff to answer'
 * until then).
 */
import type { ExtraDayDecision } from '@cubby/shared/schemas';
import { Callout } from '@radix-ui/themes';
import { extraDayReply } from './extra-day-reply.ts';
import * as styles from './portal.css.ts';

/** Staff's answer, or that it is awaited. */
export function ExtraDayReplyNote({ decision }: { decision: ExtraDayDecision | null }) {
  const reply = extraDayReply(decision);
  return (
    // A status region, so a screen reader says the answer when it arrives.
    <Callout.Root color={reply.color} highContrast variant="surface" role="status">
      <Callout.Text weight="bold">
        {reply.title}
        {/* A date kept on one line: '12-' and '01-2026' apart read as two numbers. */}
        {reply.day ? (
          <>
            {' '}
            <span className={styles.nowrap}>{reply.day}</span>
          </>
        ) : null}
      </Callout.Text>
      {reply.quote ? <Callout.Text>{reply.quote}</Callout.Text> : null}
    </Callout.Root>
  );
}
