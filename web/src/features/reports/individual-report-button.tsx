/**
 * @module
 * The Individual Report button of the attendance screen. Its dialog (a customer select, the
 * dates) and their code come when the button is first pressed (issue 21); fetching a report needs
 * the server, so the dialog is not downloaded ahead for offline use.
 */
import { Button } from '@radix-ui/themes';
import { OnDemandOverlay } from '../../components/on-demand-overlay.tsx';
import { onDemand } from '../../lib/on-demand.ts';
import type { FetchedReport } from './customer-report-api.ts';

const individualReport = onDemand(
  async () => (await import('./individual-report-dialog.tsx')).IndividualReportDialog,
);

/** The Individual Report button and its dialog; `onReport` prints what was fetched. */
export function IndividualReportButton(props: {
  monday: string;
  onReport: (fetched: FetchedReport) => void;
}) {
  return (
    <OnDemandOverlay
      overlay={individualReport}
      what="Individual Report"
      trigger={
        <Button variant="soft" highContrast>
          Individual Report
        </Button>
      }
    >
      {(IndividualReportDialog, trigger) => <IndividualReportDialog {...props} trigger={trigger} />}
    </OnDemandOverlay>
  );
}
