/**
 * @module
 * A made-up monthly statement for tests and for the sample page in docs/screenshots: two
 * children, a month of days, payments and a late fee.
 */
import { addDays } from '@cubby/shared/dates';
import type { BillingDocument, BillingRow } from './billing-document.ts';

/** A statement with `days` charged days per child (a long one spans pages). */
export function sampleStatement(days = 20): BillingDocument {
  let balance = 4250;
  const charges: BillingRow[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays('2026-11-02', Math.floor(i / 5) * 7 + (i % 5));
    for (const [child, cents] of [
      ['Ada Lovelace', 11250],
      ['Byron Lovelace', 9000],
    ] as const) {
      balance += cents;
      charges.push({
        date,
        description: `Attended 8:00 AM to 5:00 PM`,
        child,
        amount: cents,
        balance,
      });
    }
  }
  const charged = balance - 4250;
  const paid = 150000;
  return {
    title: 'Statement',
    period: { from: '2026-11-01', to: '2026-11-30' },
    facts: [
      { label: 'Statement date', value: '12-01-2026' },
      { label: 'Due date', value: '12-08-2026' },
    ],
    provider: {
      name: 'Little Acorns Day Care',
      address: '1 Acorn Lane\nSpringfield, IL 62701',
      taxId: '12-3456789',
    },
    party: { name: 'The Lovelace family', guardians: ['Anne Lovelace', 'William King'] },
    sections: [
      { heading: 'Charges', rows: charges },
      {
        heading: 'Payments',
        columns: ['date', 'description', 'amount'],
        rows: [
          { date: '2026-11-06', description: 'Card payment, receipt R-0042', amount: -100000 },
          { date: '2026-11-20', description: 'Cheque 1187, receipt R-0057', amount: -50000 },
        ],
      },
      {
        heading: 'Adjustments',
        columns: ['date', 'description', 'amount'],
        rows: [{ date: '2026-11-15', description: 'Late fee: October unpaid', amount: 2500 }],
      },
    ],
    totals: [
      { label: 'Opening balance', amount: 4250 },
      { label: 'Charges', amount: charged },
      { label: 'Payments', amount: -paid },
      { label: 'Adjustments', amount: 2500 },
      { label: 'Closing balance (due 12-08-2026)', amount: balance - paid + 2500, emphasis: true },
    ],
    notes: ['Pay by card in the parent portal, or by cash or cheque at the front desk.'],
  };
}
