/**
 * @module
 * Notices on My Schedule, phone first: what the day-care told the family (a statement is ready,
 * a payment arrived, an autopay charge failed), newest first, the unread ones marked New with a
 * button to mark them read. Shown only when there is something to show: with no signal, or no
 * notices yet, the schedule stands alone.
 */

import { formatDisplayDate } from '@cubby/shared/dates';
import { dateAt } from '@cubby/shared/facility-clock';
import type { Notice } from '@cubby/shared/schemas';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { useMarkNoticeRead, useNotices } from './notices-api.ts';
import * as styles from './portal.css.ts';

/** The family's notices, or nothing while there are none. */
export function NoticesCard() {
  const notices = useNotices();
  const headingId = useId();
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  const unread = list.filter((notice) => notice.readAt === null).length;
  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex align="center" gap="2" mb="3">
          <Heading as="h2" size="4" id={headingId}>
            Notices
          </Heading>
          {unread > 0 ? <Badge color="blue">{unread} new</Badge> : null}
        </Flex>
        <ul className={styles.plainList}>
          {list.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} />
          ))}
        </ul>
      </section>
    </Card>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const markRead = useMarkNoticeRead();
  const { timeZone } = useFacilityClock();
  const isNew = notice.readAt === null;
  const day = formatDisplayDate(dateAt(new Date(notice.createdAt), timeZone));
  return (
    <li className={styles.noticeRow} aria-label={notice.title}>
      <Flex justify="between" align="start" gap="2">
        <Text weight={isNew ? 'bold' : 'medium'}>{notice.title}</Text>
        {isNew ? <Badge color="blue">New</Badge> : null}
      </Flex>
      <Text as="p" size="2">
        {notice.body}
      </Text>
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Text size="1" color="gray">
          {day}
        </Text>
        {isNew ? (
          <Button
            size="2"
            variant="soft"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(notice.id)}
          >
            Mark as read
          </Button>
        ) : null}
      </Flex>
      <ServerRefusal error={markRead.error} />
    </li>
  );
}
