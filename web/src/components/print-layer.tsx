/**
 * @module
 * Printing without a route (the route table is fixed): a report or a welcome sheet renders into
 * a layer under <body> that only print media shows, and the browser's print dialog opens once it
 * is in the page. The layer goes away when printing ends.
 */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './print-layer.css.ts';

/** The print-only layer; `className` sets the type of what it holds. */
export function PrintLayer(props: { children: ReactNode; className?: string; testId?: string }) {
  return createPortal(
    <div
      className={props.className ? `${styles.printLayer} ${props.className}` : styles.printLayer}
      data-testid={props.testId ?? 'print-layer'}
    >
      {props.children}
    </div>,
    document.body,
  );
}

/**
 * What is being printed, and a function that prints one. Every call makes a new job, so
 * printing the same thing twice opens the dialog twice.
 */
export function usePrintJob<Job extends object>(): [Job | null, (job: Job) => void] {
  const [job, setJob] = useState<Job | null>(null);
  useEffect(() => {
    // Runs after the job is committed to the page, so the dialog prints it.
    if (job) window.print();
  }, [job]);
  useEffect(() => {
    const done = () => setJob(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  return [job, useCallback((next: Job) => setJob(next), [])];
}
