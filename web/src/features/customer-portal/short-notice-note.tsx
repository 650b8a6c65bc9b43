/**
 * @module
 * Where the portal shows short notice (issue 16): the note in an answer dialog once a chosen day
 * is inside the advance notice, read before sending, and the line a saved answer adds when it was
 * sent at short notice.
 */
import type { IsoDate } from '@cubby/shared/dates';
import type { WeekConfirmation } from '@cubby/shared/docs';
import type { ConfirmationDetails } from '@cubby/shared/schemas';
import { Callout } from '@radix-ui/themes';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { sentAtShortNotice, shortNoticeWarning } from './short-notice.ts';

/** The dialog's note for the answer as chosen so far; nothing when notice is enough. */
export function ShortNoticeNote(props: { details: ConfirmationDetails; today: IsoDate }) {
  const warning = shortNoticeWarning(props.details, props.today);
  if (warning === null) return null;
  return (
    <Callout.Root color="amber" highContrast size="1" role="status">
      <Callout.Text>{warning}</Callout.Text>
    </Callout.Root>
  );
}

/** The saved answer's short-notice line, for its summary; nothing when it had notice enough. */
export function SentAtShortNotice({ answer }: { answer: WeekConfirmation }) {
  const { timeZone } = useFacilityClock();
  const line = sentAtShortNotice(answer, timeZone);
  return line === null ? null : <Callout.Text>{line}</Callout.Text>;
}
