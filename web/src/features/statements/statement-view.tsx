/**
 * @module
 * A statement as a document (decision 035): the provider and the family, the period and its
 * dates, each child's days, the payments, the adjustments and late fees, the totals, whether it
 * is overdue and how to pay. The same markup is shown on screen and printed; its lines read as
 * the PDF's do.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { describeStatementDay, describeStatementPayment, overdueWords } from '@cubby/shared/ledger';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { howToPayWords } from '@cubby/shared/payment-words';
import type { StatementResponse } from '@cubby/shared/schemas';
import type { ReactNode } from 'react';
import * as styles from './statements.css.ts';

const money = (text: string) => formatDollars(parseMoney(text));

/** The statement's content; its title is an h2 on screen (under the page's h1) and an h1 on paper. */
export function StatementView(props: { statement: StatementResponse; printed?: boolean }) {
  const s = props.statement;
  const Title = props.printed ? 'h1' : 'h2';
  const credit = parseMoney(s.credit) > 0;
  return (
    <article aria-label={`Statement ${s.period.key}`}>
      <div className={styles.parties}>
        <div>
          <strong>{s.provider.name}</strong>
          {s.provider.address ? <div>{s.provider.address}</div> : null}
          {s.provider.taxId ? <div>Tax id: {s.provider.taxId}</div> : null}
        </div>
        <div>
          <strong>{s.family.name}</strong>
          {s.family.guardians.map((name) => (
            <div key={name}>{name}</div>
          ))}
        </div>
      </div>
      <Title>
        {s.interim ? 'Statement (interim)' : s.overdue ? 'Statement (OVERDUE)' : 'Statement'}
      </Title>
      <p>
        Period: {formatDisplayDate(s.period.from)} to {formatDisplayDate(s.period.to)}. Statement
        date: {formatDisplayDate(s.statementDate)}. Due date: {formatDisplayDate(s.dueDate)}.
      </p>
      {s.overdue ? (
        <p role="note" className={styles.overdue}>
          <strong>{overdueWords(s.dueDate)}</strong>
        </p>
      ) : null}
      {s.interim ? (
        <p role="note">Interim statement: this period is not over yet, so it may still change.</p>
      ) : null}
      {s.children.length === 0 ? <p>No charges in this period.</p> : null}
      {s.children.map((child) => (
        <Lines
          key={child.customerId}
          heading={`Charges: ${child.name}`}
          rows={child.days.map((day) => [day.date, describeStatementDay(day), day.amount])}
          total={child.total}
        />
      ))}
      <Lines
        heading="Payments"
        empty="No payments in this period."
        rows={s.payments.map((line) => [line.date, describeStatementPayment(line), line.amount])}
      />
      {(['adjustment', 'late-fee'] as const).map((kind) => {
        const rows = s.adjustments.filter((adjustment) => adjustment.kind === kind);
        return rows.length === 0 ? null : (
          <Lines
            key={kind}
            heading={kind === 'late-fee' ? 'Late fees' : 'Adjustments'}
            rows={rows.map((row) => [row.date, row.reason, row.amount])}
          />
        );
      })}
      <table className={styles.table} aria-label="Totals">
        <tbody>
          <Total label="Opening balance" amount={s.openingBalance} />
          <Total label="Charges" amount={s.totals.charges} />
          <Total label="Payments" amount={s.totals.payments} />
          <Total label="Adjustments" amount={s.totals.adjustments} />
          <Total label="Late fees" amount={s.totals.lateFees} />
          <Total label="Closing balance" amount={s.closingBalance} />
          {credit ? (
            <Total label="Credit on account" amount={s.credit} emphasis />
          ) : (
            <Total
              label={`Amount due by ${formatDisplayDate(s.dueDate)}`}
              amount={s.amountDue}
              emphasis
            />
          )}
        </tbody>
      </table>
      {credit ? <p>You have a credit of {money(s.credit)}: nothing is due.</p> : null}
      <p>{howToPayWords(s.cardPayments)}</p>
    </article>
  );
}

function Lines(props: {
  heading: string;
  rows: Array<[string, string, string]>;
  total?: string;
  empty?: string;
}) {
  const c = styles.cell;
  return (
    <section>
      <h3>{props.heading}</h3>
      {props.rows.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <table className={styles.table} aria-label={props.heading}>
          <thead>
            <tr>
              <th className={c}>Date</th>
              <th className={c}>Description</th>
              <th className={styles.amount}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map(([date, text, amount], index) => (
              // Two payments of one day may read alike: the index keeps each row apart.
              <tr key={`${date}-${index}`}>
                <td className={c}>{formatDisplayDate(date)}</td>
                <td className={c}>{text}</td>
                <td className={styles.amount}>{money(amount)}</td>
              </tr>
            ))}
            {props.total === undefined ? null : (
              <Total label="Total" amount={props.total} colSpan={2} />
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Total(props: { label: string; amount: string; emphasis?: boolean; colSpan?: number }) {
  const label: ReactNode = props.emphasis ? <strong>{props.label}</strong> : props.label;
  return (
    <tr className={props.emphasis ? styles.emphasis : undefined}>
      <th scope="row" className={styles.cell} colSpan={props.colSpan}>
        {label}
      </th>
      <td className={styles.amount}>{money(props.amount)}</td>
    </tr>
  );
}
