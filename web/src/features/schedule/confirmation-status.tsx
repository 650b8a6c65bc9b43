/**
 * @module
 * The Customer Status cell (spec section 4): the family's badge, the line a schedule change or
 * an extra-day request adds, and when the family answered.
 */
import { Badge, Flex, Text } from '@radix-ui/themes';
import { type StaffConfirmation, statusBadge, statusDetailLine } from './confirmation-view.ts';
import { formatMoment } from './format-time.ts';

/** The status badge with its extra lines. */
export function ConfirmationStatus({ confirmation }: { confirmation?: StaffConfirmation }) {
  const badge = statusBadge(confirmation);
  const detail = statusDetailLine(confirmation);
  const answeredAt = confirmation?.confirmedAt ? formatMoment(confirmation.confirmedAt) : null;
  const changedAt =
    confirmation?.updatedAt && confirmation.updatedAt !== confirmation.confirmedAt
      ? formatMoment(confirmation.updatedAt)
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
