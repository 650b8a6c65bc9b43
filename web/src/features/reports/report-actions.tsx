/**
 * @module
 * Print Weekly and Individual Report on the attendance screen, and the chosen report in the
 * print-only layer.
 */
import { Button } from '@radix-ui/themes';
import { PrintLayer, usePrintJob } from '../../components/print-layer.tsx';
import type { FetchedReport } from './customer-report-api.ts';
import { IndividualReport } from './individual-report.tsx';
import { IndividualReportButton } from './individual-report-button.tsx';
import * as styles from './report.css.ts';
import { WeeklyReport } from './weekly-report.tsx';

type PrintJob =
  | { kind: 'weekly'; monday: string; generatedAt: Date }
  | { kind: 'individual'; fetched: FetchedReport; generatedAt: Date };

/** The two report buttons for the week starting `monday`. */
export function ReportActions({ monday }: { monday: string }) {
  const [job, print] = usePrintJob<PrintJob>();
  return (
    <>
      <Button
        variant="soft"
        highContrast
        onClick={() => print({ kind: 'weekly', monday, generatedAt: new Date() })}
      >
        Print Weekly
      </Button>
      <IndividualReportButton
        monday={monday}
        onReport={(fetched) => print({ kind: 'individual', fetched, generatedAt: new Date() })}
      />
      {job ? (
        <PrintLayer className={styles.report}>
          {job.kind === 'weekly' ? (
            <WeeklyReport monday={job.monday} generatedAt={job.generatedAt} />
          ) : (
            <IndividualReport fetched={job.fetched} generatedAt={job.generatedAt} />
          )}
        </PrintLayer>
      ) : null}
    </>
  );
}
