/**
 * @module
 * GET /api/customer-report (spec section 7): a customer's attendance, payments and balance over a
 * date range. Reports are SQL on the server, so this needs a connection and says so offline.
 */
import {
  type CustomerReportQuery,
  type CustomerReportResponse,
  customerReportResponseSchema,
} from '@cubby/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION } from '../../lib/connection.ts';

/** The report as the server answers it (money as dollars, hours as numbers). */
export type CustomerReport = CustomerReportResponse;

/** A fetched report with the range it covers. */
export interface FetchedReport {
  query: CustomerReportQuery;
  report: CustomerReport;
}

/**
 * Fetches a report on demand. A mutation rather than a query: each print wants the records as
 * they are now, and the app's queries never go stale.
 */
export function useFetchCustomerReport() {
  return useMutation({
    mutationFn: async (query: CustomerReportQuery): Promise<FetchedReport> => {
      if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
      const report = await apiJson(
        customerReportResponseSchema,
        'GET',
        `/api/customer-report?${new URLSearchParams(query)}`,
      );
      return { query, report };
    },
  });
}
