/**
 * @module
 * The Customer Status cell (spec section 4): the family's badge, the line a schedule change or
 * an extra-day request adds, and when the family answered.
 */
import { Badge, Flex, Text } from '@radix-ui/themes';
import {
  type StaffConfirmation,
  statusBadge,
  statusDetailLine,
} from '../../lib/confirmation-view.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { formatMomentAt } from '../../lib/facility-moments.ts';

/** The status badge with its extra lines. */
export function ConfirmationStatus({ confirmation }: { confirmation?: StaffConfirmation }) {
  const badge = statusBadge(confirmation);
  const detail = statusDetailLine(confirmation);
  const { timeZone } = useFacilityClock();
  const answeredAt = confirmation?.confirmedAt
    ? formatMomentAt(confirmation.confirmedAt, timeZone)
    : null;
  const changedAt =
    confirmation?.updatedAt && confirmation.updatedAt !== confirmation.confirmedAt
      ? formatMomentAt(confirmation.updatedAt, timeZone)
      : null;
  return (
    <Flex direction="column" gap="1" align="start">
      <Badge color={badge.color} variant="soft" highContrast>
        {badge.label}
      </Badge>
      {detail ? <Text size="1">{detail}</Text> : null}
      {answeredAt ? (
        <Text size="1" color="gray">
          {answeredAt}
        </Text>
      ) : null}
      {changedAt ? (
        <Text size="1" color="gray">
          Updated {changedAt}
        </Text>
      ) : null}
    </Flex>
  );
}
