/**
 * @module
 * The read-only Customer Notes cell: what the family told the portal this week (spec section 4).
 */
import { Flex, Text } from '@radix-ui/themes';
import {
  CONFIRMED_OTHERS_TEXT,
  customerNoteLines,
  type StaffConfirmation,
} from '../../lib/confirmation-view.ts';

/** The family's notes; empty for a plain confirmation or none. */
export function CustomerNotes({ confirmation }: { confirmation?: StaffConfirmation }) {
  const { lines, confirmedOthers } = customerNoteLines(confirmation);
  if (lines.length === 0 && !confirmedOthers) return null;
  return (
    <Flex direction="column" gap="1">
      {lines.map((line) => (
        <Text key={line} size="1">
          {line}
        </Text>
      ))}
      {confirmedOthers ? (
        <Text size="1" color="green" weight="medium">
          {CONFIRMED_OTHERS_TEXT}
        </Text>
      ) : null}
    </Flex>
  );
}
