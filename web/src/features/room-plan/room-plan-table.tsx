/**
 * @module
 * The plan as a table, rooms down and weekdays across: in each cell the children expected of the
 * room's most, the staff they need and any extra days still waiting ("+1 requested"); a totals
 * row sums the rooms.
 */
import { formatDisplayDate, weekdayName } from '@cubby/shared/dates';
import type { RoomPlanResponse } from '@cubby/shared/schemas';
import { Flex, Table, Text } from '@radix-ui/themes';
import { countOf } from '../../lib/format.ts';

/** The rooms × weekdays table of a plan with rooms. */
export function RoomPlanTable({ plan }: { plan: RoomPlanResponse }) {
  const dates = plan.rooms[0]?.days.map((day) => day.date) ?? [];
  const total = (date: string, field: 'expected' | 'requested' | 'staffNeeded') =>
    plan.rooms.reduce(
      (sum, room) => sum + (room.days.find((day) => day.date === date)?.[field] ?? 0),
      0,
    );
  return (
    <Table.Root variant="surface" size="1">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Room</Table.ColumnHeaderCell>
          {dates.map((date) => (
            <Table.ColumnHeaderCell key={date}>
              {weekdayName(date)}{' '}
              <Text size="1" weight="regular">
                {formatDisplayDate(date)}
              </Text>
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {plan.rooms.map((room) => (
          <Table.Row key={room.roomId}>
            <Table.RowHeaderCell>{room.name}</Table.RowHeaderCell>
            {room.days.map((day) => (
              <Table.Cell key={day.date}>
                <PlanCell
                  expected={`${day.expected} of ${room.maxChildren}`}
                  staff={day.staffNeeded}
                  requested={day.requested}
                  full={day.spotsFree === 0}
                />
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
        <Table.Row>
          <Table.RowHeaderCell>Total</Table.RowHeaderCell>
          {dates.map((date) => (
            <Table.Cell key={date}>
              <PlanCell
                expected={String(total(date, 'expected'))}
                staff={total(date, 'staffNeeded')}
                requested={total(date, 'requested')}
                full={false}
              />
            </Table.Cell>
          ))}
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

function PlanCell(props: { expected: string; staff: number; requested: number; full: boolean }) {
  return (
    <Flex direction="column" gap="1">
      <Text weight="medium">
        {props.expected} expected{props.full ? ', full' : ''}
      </Text>
      <Text size="1">{countOf(props.staff, 'staff needed', 'staff needed')}</Text>
      {props.requested > 0 ? (
        <Text size="1" weight="medium">
          +{props.requested} requested
        </Text>
      ) : null}
    </Flex>
  );
}
