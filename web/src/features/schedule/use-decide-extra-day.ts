/**
 * @module
 * Staff's answer to a family's extra-day request: POST /api/confirmations/decision (DESIGN
 * section 7, "Prices and requests"). The server writes it into the family's document and mirrors
 * it into the week's confirmations document, so the parent's phone and every staff screen show
 * it through sync; this call only needs its answer to know the decision was kept.
 */
import {
  type ConfirmationResponse,
  confirmationResponseSchema,
  type ExtraDayDecisionPayload,
} from '@cubby/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

/** The route staff answer a request through. */
export const DECISION_URL = '/api/confirmations/decision';

/** A mutation that sends staff's answer; `onSaved` runs once the server kept it. */
export function useDecideExtraDay(options: { onSaved: (answer: ConfirmationResponse) => void }) {
  return useMutation({
    mutationFn: async (payload: ExtraDayDecisionPayload) => {
      // The decision is the server's to write (only it writes the family's decision), so it
      // cannot wait in a document for the network the way a staff note does.
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      return apiJson(confirmationResponseSchema, 'POST', DECISION_URL, payload);
    },
    onSuccess: options.onSaved,
  });
}
