/**
 * @module
 * Printing without a route (the route table is fixed): a report renders into a layer under
 * <body> that only print media shows, and the browser's print dialog opens once it is in the
 * page. The layer goes away when printing ends.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { dateAt } from '@cubby/shared/facility-clock';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import * as styles from './print-layer.css.ts';

/** The print-only layer. */
export function PrintLayer({ children }: { children: ReactNode }) {
  return createPortal(
    <div className={styles.printLayer} data-testid="print-layer">
      {children}
    </div>,
    document.body,
  );
}

/**
 * The report being printed, and a function that prints one. Every call makes a new job, so
 * printing the same report twice opens the dialog twice.
 */
export function usePrintJob<Job extends object>(): [Job | null, (job: Job) => void] {
  const [job, setJob] = useState<Job | null>(null);
  useEffect(() => {
    // Runs after the report is committed to the page, so the dialog prints it.
    if (job) window.print();
  }, [job]);
  useEffect(() => {
    const done = () => setJob(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  return [job, useCallback((next: Job) => setJob(next), [])];
}

/** When a report was generated, for its footer: 'Generated 11-20-2026 at 3:05 PM'. */
export function generatedText(at: Date, timeZone: string): string {
  return `Generated ${formatDisplayDate(dateAt(at, timeZone))} at ${formatTimeAt(at, timeZone)}`;
}
