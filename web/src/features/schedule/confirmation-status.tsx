/**
 * @module
 * The Customer Status cell (spec section 4): the family's badge, the line a schedule change or
 * an extra-day request adds, staff's answer to a request with its buttons, when the family
 * answered, and whether that was at short notice.
 */
import { Badge, Flex, Text } from '@radix-ui/themes';
import {
  type StaffConfirmation,
  shortNoticeLine,
  statusBadge,
  statusDetailLine,
} from '../../lib/confirmation-view.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { formatMomentAt } from '../../lib/facility-moments.ts';
import { ExtraDayAnswer } from './extra-day-answer.tsx';

/** The status badge with its extra lines; `customer` and `monday` say whose week it is. */
export function ConfirmationStatus({
  confirmation,
  customer,
  monday,
}: {
  confirmation?: StaffConfirmation;
  customer: { id: string; name: string };
  monday: string;
}) {
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
  const shortNotice = shortNoticeLine(confirmation, timeZone);
  const requestedDay =
    confirmation?.status === 'extra_day_request' ? confirmation.details.requestExtraDay : undefined;
  return (
    <Flex direction="column" gap="1" align="start">
      <Badge color={badge.color} variant="soft" highContrast>
        {badge.label}
      </Badge>
      {detail ? <Text size="1">{detail}</Text> : null}
      {confirmation && requestedDay ? (
        <ExtraDayAnswer
          request={{
            customerId: customer.id,
            customerName: customer.name,
            monday,
            day: requestedDay,
            decision: confirmation.decision,
          }}
        />
      ) : null}
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
      {shortNotice ? (
        <Text size="1" color="amber" weight="medium">
          {shortNotice}
        </Text>
      ) : null}
    </Flex>
  );
}
