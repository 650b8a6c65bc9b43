/**
 * @module
 * Notices to a family: `notify` always stores one for the parent portal and, when asked and
 * the day-care sends mail, queues it to each guardian who has an email address, in the same
 * transaction. Parents list their family's notices and mark them read.
 */
import { randomUUID } from 'node:crypto';
import type { Notice, NoticeKind } from '@cubby/shared/schemas';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, notices } from '../db/schema.ts';
import type { MailAttachment } from './mailer.ts';
import { notFound } from './refusal.ts';
import type { ServiceDeps } from './service-deps.ts';
import { readSettings } from './settings.ts';

/** What a family is told. */
export interface NoticeInput {
  kind: NoticeKind;
  title: string;
  body: string;
  /** Sent with the email only (a statement's PDF); the portal links to its own copy. */
  attachments?: readonly MailAttachment[];
}

/** Stores a notice for the family, and emails its guardians when `email` and mail is on. */
export function notify(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'mailer'>,
  familyId: string,
  notice: NoticeInput,
  { email }: { email: boolean },
): Notice {
  const { db, mailer } = deps;
  return db.transaction((tx) => {
    const row = tx
      .insert(notices)
      .values({
        id: randomUUID(),
        familyId,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
      })
      .returning()
      .get();
    if (email && mailer.enabled) {
      const { businessName } = readSettings(tx, deps.config);
      // One mail per guardian: separated parents do not see each other's address.
      for (const to of guardianAddresses(tx, familyId)) {
        mailer.sendMail(
          {
            to: [to],
            subject: notice.title,
            text: `${notice.body}\n\n${businessName}`,
            attachments: notice.attachments,
            familyId,
          },
          tx,
        );
      }
    }
    return toNotice(row);
  });
}

/** The family's notices, newest first (by insertion within one millisecond). */
export function listNotices(db: Pick<Db, 'select'>, familyId: string): Notice[] {
  return db
    .select()
    .from(notices)
    .where(eq(notices.familyId, familyId))
    .orderBy(desc(notices.createdAt), desc(sql`rowid`))
    .all()
    .map(toNotice);
}

/** Marks the family's notice read (once: the first reading's time stays); 404 if not theirs. */
export function markNoticeRead(db: Db, familyId: string, noticeId: string, now: Date): Notice {
  const mine = and(eq(notices.id, noticeId), eq(notices.familyId, familyId));
  const row = db.select().from(notices).where(mine).get() ?? notFound('Notice not found');
  if (row.readAt) return toNotice(row);
  const read = db.update(notices).set({ readAt: now }).where(mine).returning().get();
  return toNotice(read ?? row);
}

function guardianAddresses(db: Pick<Db, 'select'>, familyId: string): string[] {
  const rows = db
    .select({ email: contacts.email })
    .from(contacts)
    .where(
      and(eq(contacts.familyId, familyId), eq(contacts.isGuardian, true), ne(contacts.email, '')),
    )
    .all();
  return [...new Set(rows.map((row) => row.email.trim()).filter(Boolean))];
}

function toNotice(row: typeof notices.$inferSelect): Notice {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}
