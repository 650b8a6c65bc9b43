/**
 * @module
 * One child's week on My Schedule: the scheduled days and the Confirm This Week panel. In a
 * family of several children each child's week is a section under the child's name; a family
 * of one sees the two parts exactly as the spec draws the screen. A scheduled day the centre is
 * closed shows as closed and is not asked about.
 */
import { type FacilityHoursRecord, getFamilyConfirmation } from '@cubby/shared/docs';
import { Flex, Heading } from '@radix-ui/themes';
import { useId, useMemo } from 'react';
import type * as Y from 'yjs';
import { useDocValue } from '../../lib/sync/sync-context.tsx';
import type { SyncedDoc } from '../../lib/sync/synced-doc.ts';
import { ConfirmWeekPanel } from './confirm-week-panel.tsx';
import type { PortalCustomer } from './customer-auth.ts';
import * as styles from './portal.css.ts';
import { splitWeek } from './portal-week.ts';
import { ScheduledDays } from './scheduled-days.tsx';

/** The child's days and answer for the week of `monday`; `named` puts them under its name. */
export function ChildWeek(props: {
  child: PortalCustomer;
  family: SyncedDoc;
  monday: string;
  named: boolean;
  /** The centre's hours and closures. */
  hours: FacilityHoursRecord;
}) {
  const headingId = useId();
  const { child, family, monday, named, hours } = props;
  const week = useMemo(() => splitWeek(child, monday, hours), [child, monday, hours]);
  const booked = useMemo(() => [...week.scheduled, ...week.closed].sort(), [week]);
  const absent = useDocValue(family, (doc) => absentDays(doc, monday), [monday]);
  const level = named ? 'h3' : 'h2';
  const parts = (
    <>
      <ScheduledDays dates={booked} closed={week.closed} absent={absent} level={level} />
      <ConfirmWeekPanel
        family={family}
        customer={child}
        monday={monday}
        scheduled={week.scheduled}
        open={week.open}
        level={level}
        childName={named ? child.name : undefined}
      />
    </>
  );
  if (!named) return parts;
  return (
    <section aria-labelledby={headingId} className={styles.childWeek}>
      <Flex direction="column" gap="4">
        <Heading as="h2" size="6" id={headingId}>
          {child.name}
        </Heading>
        {parts}
      </Flex>
    </section>
  );
}

const NONE: readonly string[] = [];

// The days of the week's 'not coming' answer, if that is the answer.
function absentDays(doc: Y.Doc, monday: string): readonly string[] {
  const answer = getFamilyConfirmation(doc, monday);
  return answer?.status === 'not_coming' ? (answer.details.absentDays ?? NONE) : NONE;
}
