/**
 * @module
 * Audit entries of a family document's changes: the week's answer given, changed or undone. The
 * status is kept before and after; the details a family writes (reasons, requests) are not.
 */
import { readFamilyKeyChange } from '@cubby/shared/docs';
import type { AuditDraft, DescribeContext } from '../hooks.ts';
import type { KeyChange } from '../key-changes.ts';
import { dateWords, isLayoutStamp, sameValue, unreadEntry } from './audit-words.ts';
import { childNames } from './child-names.ts';

/** The entries one transaction's changes of a family document make. */
export function describeFamilyChanges(
  changes: KeyChange[],
  context: DescribeContext,
): AuditDraft[] {
  if (context.ref.kind !== 'family') return [];
  const { customerId, monday } = context.ref;
  const week = `the week of ${dateWords(monday)}`;
  const name = childNames(context.db)(customerId);
  const entries: AuditDraft[] = [];
  let unread = 0;
  for (const { root, key, before, after } of changes) {
    if (sameValue(before, after)) continue;
    const change = readFamilyKeyChange(root, key, before, after, monday);
    if (!change) {
      if (!isLayoutStamp(root)) unread += 1;
      continue;
    }
    const was = change.before ? { status: change.before.status } : null;
    const now = change.after ? { status: change.after.status } : null;
    const base = { customerId, date: monday, before: was, after: now };
    if (!now && was) {
      entries.push({
        ...base,
        action: 'confirmation.undone',
        summary: `Undid the answer for ${name}, ${week}`,
      });
    } else if (now && !was) {
      entries.push({
        ...base,
        action: 'confirmation.answered',
        summary: `Answered ${week} for ${name}: ${now.status}`,
      });
    } else if (now && was) {
      const how =
        now.status === was.status
          ? `${now.status}, details changed`
          : `${was.status} → ${now.status}`;
      entries.push({
        ...base,
        action: 'confirmation.changed',
        summary: `Changed the answer for ${name}, ${week}: ${how}`,
      });
    }
  }
  if (unread > 0)
    entries.push({
      ...unreadEntry(unread, `${name}'s answer for ${week}`),
      customerId,
      date: monday,
    });
  return entries;
}
