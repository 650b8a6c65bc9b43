/**
 * @module
 * The log as a table, newest first: when (on the facility's clock), who (their name as it was,
 * and what they are), the device (the first characters of its id), what happened, and the
 * values before and after where there are any, in words (rooms by the names in the directory).
 */
import { listDirectoryRooms } from '@cubby/shared/docs';
import type { AuditActorKind } from '@cubby/shared/schemas';
import { Table, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { formatMomentAt } from '../../lib/facility-moments.ts';
import { shortId } from '../../lib/format.ts';
import { useDocValue, useSyncedDoc } from '../../lib/sync/sync-context.tsx';
import * as styles from './activity.css.ts';
import type { ActivityEntry } from './activity-api.ts';
import { type AuditWords, describeChange } from './audit-change.ts';

const ACTOR_KINDS: Record<AuditActorKind, string> = {
  staff: 'Staff',
  owner: 'Owner',
  parent: 'Parent',
  kiosk: 'Kiosk',
  system: 'Cubby itself',
};

/** The entries, one row each. */
export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  const words = useAuditWords();
  return (
    <Table.Root variant="surface" size="1">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell className={styles.whenColumn}>When</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Who</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className={styles.deviceColumn}>Device</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>What</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className={styles.changeColumn}>
            Before → After
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((entry) => (
          <ActivityRow key={entry.id} entry={entry} words={words} />
        ))}
      </Table.Body>
    </Table.Root>
  );
}

// The facility's zone and the rooms' names, read from the directory this device keeps.
function useAuditWords(): AuditWords {
  const { timeZone } = useFacilityClock();
  const directory = useSyncedDoc({ kind: 'directory' });
  const rooms = useDocValue(directory, listDirectoryRooms, []);
  return useMemo(() => {
    const names = new Map(rooms.map((room) => [room.id, room.name]));
    return { timeZone, roomName: (id) => names.get(id) ?? null };
  }, [timeZone, rooms]);
}

function ActivityRow({ entry, words }: { entry: ActivityEntry; words: AuditWords }) {
  const { timeZone } = words;
  const change = describeChange(entry.before, entry.after, words);
  return (
    <Table.Row>
      <Table.Cell className={styles.whenColumn}>
        <time dateTime={entry.at}>{formatMomentAt(entry.at, timeZone) ?? entry.at}</time>
      </Table.Cell>
      <Table.Cell>
        <Text as="div" weight="medium">
          {entry.actor.name}
        </Text>
        <Text as="div" size="1" color="gray">
          {ACTOR_KINDS[entry.actor.kind]}
        </Text>
      </Table.Cell>
      <Table.Cell className={styles.deviceColumn}>
        {entry.deviceId ? (
          <Text title={entry.deviceId}>{shortId(entry.deviceId)}</Text>
        ) : (
          <Text color="gray">—</Text>
        )}
      </Table.Cell>
      <Table.Cell>{entry.summary}</Table.Cell>
      <Table.Cell className={styles.changeColumn}>
        {change ? (
          <Text size="2">{change}</Text>
        ) : (
          <Text size="2" color="gray">
            —
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
