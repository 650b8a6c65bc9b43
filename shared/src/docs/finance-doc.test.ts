import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  getFinancialNote,
  isDayPaid,
  listFinancialNotes,
  listPaidDays,
  listWeekReceipts,
  paidDayKey,
  parsePaidKey,
  readFinanceKeyChange,
  receivedMap,
  setDaysPaid,
  setFinancialNote,
  setWeekReceipts,
} from './finance-doc.ts';
import { MAX_DOC_TEXT } from './week-doc.ts';

const ADA = 'customer-ada';
const GRACE = 'customer-grace';

describe('finance documents', () => {
  it('list paid days under the key paidDayKey gives, and parse it back', () => {
    const doc = new Y.Doc();
    setDaysPaid(
      doc,
      [
        { customerId: ADA, date: '2026-11-16' },
        { customerId: GRACE, date: '2026-11-18' },
      ],
      true,
    );
    const paid = listPaidDays(doc);
    expect(paid).toEqual(new Set([paidDayKey(ADA, '2026-11-16'), paidDayKey(GRACE, '2026-11-18')]));
    expect(parsePaidKey(paidDayKey(ADA, '2026-11-16'))).toEqual({
      customerId: ADA,
      date: '2026-11-16',
    });
  });

  it('unmark days in one transaction and leave the others paid', () => {
    const doc = new Y.Doc();
    const week = ['2026-11-16', '2026-11-17'].map((date) => ({ customerId: ADA, date }));
    setDaysPaid(doc, [...week, { customerId: GRACE, date: '2026-11-16' }], true);
    let transactions = 0;
    doc.on('afterTransaction', () => {
      transactions += 1;
    });
    setDaysPaid(doc, week, false);
    expect(transactions).toBe(1);
    expect(isDayPaid(doc, ADA, '2026-11-16')).toBe(false);
    expect(isDayPaid(doc, ADA, '2026-11-17')).toBe(false);
    expect(isDayPaid(doc, GRACE, '2026-11-16')).toBe(true);
    expect(listPaidDays(doc)).toEqual(new Set([paidDayKey(GRACE, '2026-11-16')]));
  });

  it('send nothing when a day is already as asked', () => {
    const doc = new Y.Doc();
    setDaysPaid(doc, [{ customerId: ADA, date: '2026-11-16' }], true);
    let updates = 0;
    doc.on('update', () => {
      updates += 1;
    });
    setDaysPaid(doc, [{ customerId: ADA, date: '2026-11-16' }], true);
    expect(updates).toBe(0);
  });

  it('keep one financial note per customer and refuse one past the text limit', () => {
    const doc = new Y.Doc();
    expect(getFinancialNote(doc, ADA)).toBe('');
    setFinancialNote(doc, ADA, 'Pays by bank transfer');
    setFinancialNote(doc, GRACE, 'Paid cash on Friday');
    setFinancialNote(doc, ADA, 'Pays by cheque');
    expect(listFinancialNotes(doc)).toEqual(
      new Map([
        [ADA, 'Pays by cheque'],
        [GRACE, 'Paid cash on Friday'],
      ]),
    );
    expect(() => setFinancialNote(doc, ADA, 'x'.repeat(MAX_DOC_TEXT + 1))).toThrow();
    expect(getFinancialNote(doc, ADA)).toBe('Pays by cheque');
  });

  it("keep each family's receipts of the week, replaced whole and read by family", () => {
    const doc = new Y.Doc();
    setWeekReceipts(
      doc,
      'fam-ada',
      new Map([
        ['p1', 8000],
        ['p2', 500],
      ]),
    );
    setWeekReceipts(doc, 'fam-grace', new Map([['p3', 1000]]));
    setWeekReceipts(doc, 'fam-ada', new Map([['p2', 500]]));
    expect(listWeekReceipts(doc)).toEqual(
      new Map([
        ['fam-ada', [500]],
        ['fam-grace', [1000]],
      ]),
    );
    // A key or value of another shape is no receipt.
    receivedMap(doc).set('no-payment', 100);
    receivedMap(doc).set('fam-ada|p9', -5);
    expect(listWeekReceipts(doc).get('fam-ada')).toEqual([500]);
    expect(readFinanceKeyChange('received', 'fam-ada|p2', undefined, 500)).toEqual({
      record: 'received',
      familyId: 'fam-ada',
    });
  });
});
