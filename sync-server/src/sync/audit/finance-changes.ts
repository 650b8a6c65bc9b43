/**
 * @module
 * Audit entries of a finance document's changes: days marked paid or unpaid (one entry per child
 * and direction, naming the days), a financial note changed (never its text).
 */
import { readFinanceKeyChange } from '@cubby/shared/docs';
import type { AuditDraft, DescribeContext } from '../hooks.ts';
import type { KeyChange } from '../key-changes.ts';
import { dateWords, isLayoutStamp, noteEntry, sameValue, unreadEntry } from './audit-words.ts';
import { childNames } from './child-names.ts';

/** The entries one transaction's changes of a finance document make. */
export function describeFinanceChanges(
  changes: KeyChange[],
  context: DescribeContext,
): AuditDraft[] {
  const nameOf = childNames(context.db);
  const marked = new Map<string, { customerId: string; paid: boolean; dates: string[] }>();
  const notes = new Set<string>();
  let unread = 0;
  for (const { root, key, before, after } of changes) {
    if (sameValue(before, after)) continue;
    const change = readFinanceKeyChange(root, key, before, after);
    if (!change) {
      if (!isLayoutStamp(root)) unread += 1;
      continue;
    }
    if (change.record === 'financialNote') {
      notes.add(change.customerId);
      continue;
    }
    // The ledger's part-paid amounts and receipts follow from a payment, whose own entry
    // records it.
    if (change.record === 'partPaid' || change.record === 'received') continue;
    if (change.before === change.after) continue;
    const group = `${change.customerId}|${change.after}`;
    const entry = marked.get(group) ?? {
      customerId: change.customerId,
      paid: change.after,
      dates: [],
    };
    entry.dates.push(change.date);
    marked.set(group, entry);
  }
  const entries: AuditDraft[] = [];
  for (const { customerId, paid, dates } of marked.values()) {
    dates.sort();
    entries.push({
      action: paid ? 'payment.days-marked-paid' : 'payment.days-marked-unpaid',
      customerId,
      date: dates[0] ?? null,
      summary: `Marked ${nameOf(customerId)}'s ${dates.map(dateWords).join(', ')} ${paid ? 'paid' : 'unpaid'}`,
      before: { paid: !paid, dates },
      after: { paid, dates },
    });
  }
  const monday = context.ref.kind === 'finance' ? context.ref.monday : null;
  for (const customerId of notes) {
    entries.push(noteEntry('financial', customerId, nameOf(customerId), monday));
  }
  if (unread > 0) {
    const where = `the finances of the week of ${monday ? dateWords(monday) : ''}`;
    entries.push({ ...unreadEntry(unread, where), date: monday });
  }
  return entries;
}
