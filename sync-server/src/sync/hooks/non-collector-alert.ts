/**
 * @module
 * A child checked out to someone of the family who may not collect them (decision 073). Online,
 * the desk refuses such a person through the REST check-out; a tablet whose copy of the contacts
 * is older than a must-not-collect mark (or a pick-up's approval withdrawn) records them offline.
 * The child has left with that person, so the server keeps the record, writes an entry saying
 * so from its own facts (the contact's standing in the contacts table now) and alerts every
 * staff device, in the commit that stores the check-out. It reads the commit's key changes, not
 * the document: only a check-out that newly names the person is told, once, however often the
 * week is loaded or projected again.
 */
import { readWeekKeyChange, type StoredVisit } from '@cubby/shared/docs';
import { appendAuditBy, SYSTEM_SOURCE } from '../../services/audit.ts';
import { REFUSED_BECAUSE } from '../../services/collectors.ts';
import { alertStaffThrough } from '../../services/kiosk-alerts.ts';
import { childNames } from '../audit/child-names.ts';
import type { ChangeContext } from '../hooks.ts';
import { auditSourceOfOrigin } from '../origin-source.ts';
import { projectionStatements } from './projection-statements.ts';
import { collectStandingIn, familyContact } from './visit-people.ts';

/** Audits and alerts each check-out of the commit to someone who may not collect the child. */
export function alertNonCollectors(context: ChangeContext): void {
  const { db, write, log, clock, changeLog } = context;
  const nameOf = childNames(db);
  // Two tablets' copies of one stay (merged by visit-merge) name the person once.
  const told = new Set<string>();
  for (const { origin, changes } of changeLog) {
    const source = auditSourceOfOrigin(origin) ?? SYSTEM_SOURCE;
    for (const { root, key, before, after } of changes) {
      const change = readWeekKeyChange(root, key, before, after);
      if (change?.record !== 'visit' || !change.after) continue;
      const collector = newCollector(change.before, change.after);
      if (!collector) continue;
      const { customerId, date } = change.after;
      const standing = collectStandingIn(db, customerId, collector);
      // No one but a contact of the family reaches a stored visit (week-updates-check.ts).
      if (standing === null || standing === 'may-collect') continue;
      const once = `${customerId}|${date}|${collector}`;
      if (told.has(once)) continue;
      told.add(once);
      const contact = familyContact(db, customerId, collector);
      const familyId = projectionStatements(db).customerFamily.get({ customerId })?.familyId;
      if (!contact || !familyId) continue;
      const because = REFUSED_BECAUSE[standing];
      appendAuditBy(db, source, {
        action: 'attendance.left-with-non-collector',
        customerId,
        date,
        summary: `Checked out ${nameOf(customerId)} to ${contact.name}, who is ${because}, from a tablet offline; staff were alerted`,
        after: { contactId: collector, standing },
      });
      alertStaffThrough({ db, log, clock }, write, {
        kind: 'left-with-non-collector',
        contactId: collector,
        familyId,
        customerId,
        standing: because,
      });
    }
  }
}

// The contact id a change newly records as collector; null when it names the same one as before.
function newCollector(before: StoredVisit | null, after: StoredVisit): string | null {
  const contactId = after.pickedUpBy?.contactId;
  if (!contactId || before?.pickedUpBy?.contactId === contactId) return null;
  return contactId;
}
