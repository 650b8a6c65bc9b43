/**
 * @module
 * The region the Schedule Overview table scrolls sideways in (issue 16): labelled and focusable,
 * so a keyboard scrolls it with the arrow keys; a hint and a shadow say more columns lie to the
 * right, and the pinned name column casts a shadow once the table has moved under it.
 */
import { Text } from '@radix-ui/themes';
import { type ReactNode, useRef } from 'react';
import * as styles from './schedule-scroll.css.ts';
import { useScrollEdges } from './use-scroll-edges.ts';

/** What the hint says while some columns are out of sight. */
export const SCROLL_HINT = 'Scroll sideways to see every column.';

/** A sideways-scrolling region around the table. */
export function ScheduleScroller({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { scrolled, more } = useScrollEdges(ref);
  const overflowing = scrolled || more;
  return (
    <>
      {overflowing ? (
        <Text as="p" size="1" color="gray" id="schedule-scroll-hint">
          {SCROLL_HINT}
        </Text>
      ) : null}
      <div className={styles.frame}>
        <section
          ref={ref}
          className={styles.scroller}
          aria-label="Customer schedules table"
          aria-describedby={overflowing ? 'schedule-scroll-hint' : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, or no keyboard can scroll it (WCAG 2.1.1).
          tabIndex={0}
          data-scrolled={scrolled ? '' : undefined}
        >
          {children}
        </section>
        {more ? <div className={styles.moreRight} aria-hidden /> : null}
      </div>
    </>
  );
}
