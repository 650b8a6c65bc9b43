/**
 * @module
 * The printable individual report (spec section 2): attendance records (date, day, status,
 * hours, cost; under the status, who dropped off and picked up at the kiosk), payment history (date received, method, status, amount) and the financial
 * summary.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import type { PaymentMethod, ReportVisit } from '@cubby/shared/schemas';
import { IN_PROGRESS } from '@cubby/shared/week-money';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { formatHours } from '../../lib/format.ts';
import type { FetchedReport } from './customer-report-api.ts';
import { generatedText } from './generated-text.ts';
import * as styles from './report.css.ts';
import { visitPeopleLines } from './visit-people.ts';

/** A customer's report, for print. */
export function IndividualReport({
  fetched,
  generatedAt,
}: {
  fetched: FetchedReport;
  generatedAt: Date;
}) {
  const { report, query } = fetched;
  const { timeZone } = useFacilityClock();
  return (
    <article aria-label="Individual Attendance Report">
      <h1 className={styles.title}>Individual Attendance Report</h1>
      <p className={styles.subtitle}>
        <strong>{report.customer.name}</strong>, {formatDisplayDate(query.startDate)} to{' '}
        {formatDisplayDate(query.endDate)}
      </p>
      <AttendanceRecords attendance={report.attendance} />
      <PaymentHistory payments={report.payments} />
      <h2 className={styles.sectionTitle}>Financial Summary</h2>
      <table className={styles.table} aria-label="Financial Summary">
        <tbody>
          <SummaryRow label="Total Cost" dollars={report.summary.totalCost} />
          <SummaryRow label="Total Paid" dollars={report.summary.totalPaid} />
          <SummaryRow label="Outstanding Balance" dollars={report.summary.outstandingBalance} />
        </tbody>
      </table>
      <p className={styles.generated}>{generatedText(generatedAt, timeZone)}</p>
    </article>
  );
}

function AttendanceRecords({ attendance }: { attendance: FetchedReport['report']['attendance'] }) {
  const { timeZone } = useFacilityClock();
  return (
    <>
      <h2 className={styles.sectionTitle}>Attendance Records</h2>
      {attendance.length === 0 ? (
        <p>No attendance recorded in this period.</p>
      ) : (
        <table className={styles.table} aria-label="Attendance Records">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Day</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.number}>
                Hours
              </th>
              <th scope="col" className={styles.number}>
                Cost
              </th>
            </tr>
          </thead>
          <tbody>
            {attendance.map((row) => (
              <tr key={row.date}>
                <td>{formatDisplayDate(row.date)}</td>
                <td>{row.day}</td>
                <td>
                  {row.inProgress ? IN_PROGRESS : row.attendance.isPresent ? 'Present' : 'Absent'}
                  <VisitPeople visits={row.visits} timeZone={timeZone} />
                </td>
                {/* The server rounds hours to 2 places; reports show 1 (spec section 9). A day in
                  progress has neither yet (decision 071). */}
                <td className={styles.number}>{row.inProgress ? '' : formatHours(row.hours)}</td>
                <td className={styles.number}>{row.inProgress ? '' : dollars(row.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

// Under the status, one line per drop-off and pick-up the kiosk named.
function VisitPeople({ visits, timeZone }: { visits: ReportVisit[]; timeZone: string }) {
  const lines = visitPeopleLines(visits, timeZone);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.visitPeople}>
      {lines.map((line, index) => (
        // The lines have no id of their own, and two alike are two stays: keyed by position.
        <li key={`${index}:${line}`}>{line}</li>
      ))}
    </ul>
  );
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
  marked: 'Marked paid',
};

function PaymentHistory({ payments }: { payments: FetchedReport['report']['payments'] }) {
  return (
    <>
      <h2 className={styles.sectionTitle}>Payment History</h2>
      {payments.length === 0 ? (
        <p>No payments in this period.</p>
      ) : (
        <table className={styles.table} aria-label="Payment History">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Method</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDisplayDate(payment.receivedOn)}</td>
                <td>{METHOD_LABELS[payment.method]}</td>
                <td>{payment.status}</td>
                <td className={styles.number}>{formatDollars(parseMoney(payment.amount))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function SummaryRow({ label, dollars: amount }: { label: string; dollars: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={styles.number}>{dollars(amount)}</td>
    </tr>
  );
}

// The server sends these as exact 2-decimal numbers; parseMoney refuses anything else.
function dollars(amount: number): string {
  return formatDollars(parseMoney(amount));
}
