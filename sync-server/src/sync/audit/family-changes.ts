/**
 * @module
 * Audit entries of a family document's changes: the week's answer given, changed or undone, and
 * staff's answer to an extra-day request. The status and the decision are kept before and after;
 * the details a family writes (reasons, requests) and staff's message to it are not.
 */
import { formatWeekdayDate } from '@cubby/shared/dates';
import { type FamilyKeyChange, readFamilyKeyChange, sameAnswer } from '@cubby/shared/docs';
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
  const read: FamilyKeyChange[] = [];
  for (const { root, key, before, after } of changes) {
    if (sameValue(before, after)) continue;
    const change = readFamilyKeyChange(root, key, before, after, monday);
    // The same answer given again (new stamps, nothing else) changes nothing to record.
    if (
      change?.record === 'confirmation' &&
      change.after &&
      sameAnswer(change.after, change.before)
    ) {
      continue;
    }
    if (change) read.push(change);
    else if (!isLayoutStamp(root)) unread += 1;
  }
  // Undoing an answer takes staff's decision on it along: the undo's entry says it all.
  const answerChanged = read.some((change) => change.record === 'confirmation');
  for (const change of read) {
    if (change.record === 'decision') {
      const entry = decisionEntry(change, name, answerChanged);
      if (entry) entries.push({ ...entry, customerId, date: monday });
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

// The entry of staff's decision given, changed or withdrawn.
function decisionEntry(
  change: Extract<FamilyKeyChange, { record: 'decision' }>,
  name: string,
  answerChanged: boolean,
): Omit<AuditDraft, 'customerId' | 'date'> | null {
  const was = change.before ? { decision: change.before.decision } : null;
  const now = change.after ? { decision: change.after.decision } : null;
  if (!change.after) {
    if (answerChanged || !change.before) return null;
    return {
      action: 'confirmation.decision-withdrawn',
      summary: `Withdrew the answer to ${name}'s extra-day request for ${formatWeekdayDate(change.before.day)}`,
      before: was,
      after: null,
    };
  }
  const verb = change.after.decision === 'approved' ? 'Approved' : 'Declined';
  return {
    action: 'confirmation.decided',
    summary: `${verb} ${name}'s extra-day request for ${formatWeekdayDate(change.after.day)}`,
    before: was,
    after: now,
  };
}
