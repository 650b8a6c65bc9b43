/**
 * @module
 * 'Approve' or 'Decline' beside a family's extra-day request, each opening a dialog where staff
 * may add a message for the family. Sending it again changes the answer: a spot may open or
 * close after staff first answered. The dialog says whether the child's room has a spot that day.
 */
import { formatWeekdayDate } from '@cubby/shared/dates';
import {
  type ExtraDayDecisionKind,
  extraDayDecisionPayloadSchema,
  MAX_DECISION_MESSAGE_LENGTH,
} from '@cubby/shared/schemas';
import { Button, Flex, TextArea } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField, problemAria } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import type { StaffDecision } from '../../lib/confirmation-view.ts';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { toast } from '../../lib/toast-store.ts';
import { ExtraDaySpot } from './extra-day-spot.tsx';
import { useDecideExtraDay } from './use-decide-extra-day.ts';

/** The request being answered. */
export interface ExtraDayRequest {
  customerId: string;
  customerName: string;
  monday: string;
  day: string;
  /** Staff's answer so far, if any. */
  decision: StaffDecision | null;
}

const WORDS: Record<
  ExtraDayDecisionKind,
  { button: string; color: 'green' | 'red'; submit: string; saved: string }
> = {
  approved: { button: 'Approve', color: 'green', submit: 'Approve Request', saved: 'approved' },
  declined: { button: 'Decline', color: 'red', submit: 'Decline Request', saved: 'declined' },
};

/** One of the two buttons and its dialog. */
export function DecideExtraDayDialog(props: {
  request: ExtraDayRequest;
  kind: ExtraDayDecisionKind;
}) {
  const { request, kind } = props;
  const words = WORDS[kind];
  return (
    <FormDialog
      trigger={
        <Button
          size="1"
          variant="soft"
          color={words.color}
          highContrast
          aria-label={`${words.button} the extra day for ${request.customerName}`}
        >
          {words.button}
        </Button>
      }
      maxWidth="440px"
      title={`${words.button} the extra day for ${request.customerName}`}
      description={`${request.customerName}'s family asked for ${formatWeekdayDate(request.day)}. They see your answer and your message in the portal.`}
    >
      {(close) => <DecisionForm request={request} kind={kind} onDone={close} />}
    </FormDialog>
  );
}

function DecisionForm(props: {
  request: ExtraDayRequest;
  kind: ExtraDayDecisionKind;
  onDone: () => void;
}) {
  const { request, kind } = props;
  // Answering the same way again keeps the message to edit; the other answer starts blank.
  const [message, setMessage] = useState(
    request.decision?.decision === kind ? (request.decision.message ?? '') : '',
  );
  const { problems, check } = useFieldProblems<'message'>();
  const id = useId();
  const decide = useDecideExtraDay({
    onSaved: () => {
      toast({
        title: `Extra day ${WORDS[kind].saved}`,
        description: `${request.customerName}, ${formatWeekdayDate(request.day)}`,
      });
      props.onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = check(extraDayDecisionPayloadSchema, {
      customerId: request.customerId,
      weekStart: request.monday,
      decision: kind,
      message,
    });
    if (payload) decide.mutate(payload);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <ExtraDaySpot customerId={request.customerId} monday={request.monday} day={request.day} />
        <FormField id={id} label="Message to the family (optional)" problem={problems.message}>
          <TextArea
            id={id}
            rows={3}
            maxLength={MAX_DECISION_MESSAGE_LENGTH}
            placeholder={
              kind === 'approved' ? 'e.g. See you then!' : 'e.g. Sorry, we are full that day.'
            }
            value={message}
            {...problemAria(id, problems.message)}
            onChange={(event) => setMessage(event.target.value)}
          />
        </FormField>
        <ServerRefusal error={decide.error} />
        <DialogActions mt="2" disabled={decide.isPending}>
          {decide.isPending ? 'Saving...' : WORDS[kind].submit}
        </DialogActions>
      </Flex>
    </form>
  );
}
