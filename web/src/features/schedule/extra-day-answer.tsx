/**
 * @module
 * Staff's side of an extra-day request, under its badge: who answered and how ('Approved by
 * Sam') with the message the family was sent, and the Approve and Decline buttons, which stay so
 * the answer can be changed.
 */
import { Flex, Text } from '@radix-ui/themes';
import { decisionLine } from '../../lib/confirmation-view.ts';
import { DecideExtraDayDialog, type ExtraDayRequest } from './decide-extra-day-dialog.tsx';

/** The answer so far, if any, and the two buttons. */
export function ExtraDayAnswer({ request }: { request: ExtraDayRequest }) {
  const { decision } = request;
  return (
    <Flex direction="column" gap="1" align="start">
      {decision ? (
        <Text size="1" weight="medium" color={decision.decision === 'approved' ? 'green' : 'red'}>
          {decisionLine(decision)}
        </Text>
      ) : null}
      {decision?.message ? (
        <Text as="p" size="1" color="gray">
          “{decision.message}”
        </Text>
      ) : null}
      <Flex gap="2" wrap="wrap">
        <DecideExtraDayDialog request={request} kind="approved" />
        <DecideExtraDayDialog request={request} kind="declined" />
      </Flex>
    </Flex>
  );
}
