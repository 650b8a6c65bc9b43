/**
 * @module
 * The financial dashboard's week, computed live from the directory, the week's day records and
 * the week's finance document: it follows every device's changes and works offline.
 */
import { weekDates } from '@cubby/shared/dates';
import { useMemo } from 'react';
import { useDirectory } from '../../data/directory.ts';
import { useFinanceDoc, useFinanceWeek } from '../../data/finance.ts';
import { useWeekDoc, useWeekRecords } from '../../data/week.ts';
import { useDocOnline, useDocRefusal } from '../../lib/sync/sync-context.tsx';
import { buildFinancialWeek } from './financial-week.ts';

/** The rows, families, totals, notes and finance document of the week starting `monday`. */
export function useFinancialWeek(monday: string) {
  const { customers, loaded: directoryLoaded } = useDirectory();
  const attendance = useWeekRecords(useWeekDoc(monday));
  const finance = useFinanceDoc(monday);
  const { paid, partPaid, receipts, notes, loaded: financeLoaded } = useFinanceWeek(finance);
  const refusal = useDocRefusal(finance);
  const financeOnline = useDocOnline(finance);
  const dates = useMemo(() => weekDates(monday), [monday]);
  const week = useMemo(
    () =>
      buildFinancialWeek({
        customers,
        dates,
        records: attendance.records,
        paid,
        partPaid,
        receipts,
      }),
    [customers, dates, attendance.records, paid, partPaid, receipts],
  );
  return {
    ...week,
    dates,
    notes,
    finance: finance.doc,
    loaded: directoryLoaded && attendance.loaded && financeLoaded,
    refusal,
    financeOnline,
  };
}
