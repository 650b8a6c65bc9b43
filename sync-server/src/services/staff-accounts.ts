/**
 * @module
 * The people who sign in (DESIGN section 7, "People"): the owner adds staff and owners, renames
 * them, changes their role, deactivates and reactivates them and resets their passwords; each
 * person changes their own password. A first password (a new account's, or a reset one) is
 * generated, answered once and kept only as a hash; it must be changed at the first sign-in.
 * Whatever takes an account's sign-in away (deactivation, a new role, a reset password) ends its
 * sessions at once: REST answers 401 and its sync connections close with 4401. Every change is
 * in the audit log, written in the same transaction; passwords never are, only that one changed.
 */
import { randomUUID } from 'node:crypto';
import type {
  AccountRole,
  CreateStaffPayload,
  StaffAccountResponse,
  UpdateStaffPayload,
} from '@cubby/shared/schemas';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { endSessions } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { findAccountByUsername } from './accounts.ts';
import { type AuditSource, appendAudit, appendAuditBy } from './audit.ts';
import { revokeKiosksMadeBy } from './kiosk-devices.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';
import { conflict, invalid, notFound } from './refusal.ts';

type AccountRow = typeof accounts.$inferSelect;

/** An account as the API answers it. */
export function toStaffAccountJson(row: AccountRow): StaffAccountResponse {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    role: row.role,
    active: row.active,
    requiresPasswordChange: row.requiresPasswordChange,
    fromEnvironment: row.fromEnvironment,
    createdAt: row.createdAt?.toISOString() ?? null,
  };
}

/** Every account, the environment's first, then by name. */
export function listAccounts(db: Db): AccountRow[] {
  return db
    .select()
    .from(accounts)
    .orderBy(desc(accounts.fromEnvironment), asc(accounts.name), asc(accounts.username))
    .all();
}

/** Adds a person; answers the account and its first password, shown this once. */
export async function createAccount(
  db: Db,
  payload: CreateStaffPayload,
  source: AuditSource,
): Promise<{ account: AccountRow; password: string }> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  if (findAccountByUsername(db, payload.username)) usernameTaken(payload.username);
  try {
    const account = db.transaction((tx) => {
      const added = tx
        .insert(accounts)
        .values({
          id: randomUUID(),
          name: payload.name,
          username: payload.username,
          role: payload.role,
          passwordHash,
          requiresPasswordChange: true,
        })
        .returning()
        .get();
      appendAuditBy(tx, source, {
        action: 'account.added',
        summary: `Added ${added.name} (${added.username}) as ${added.role}`,
        after: { name: added.name, username: added.username, role: added.role },
      });
      return added;
    });
    return { account, password };
  } catch (error) {
    // Another request took the username while this one was hashing.
    if (isUniqueViolation(error)) usernameTaken(payload.username);
    throw error;
  }
}

/**
 * Renames a person, changes their role, deactivates or reactivates them. A change of role or a
 * deactivation ends their sessions (a session carries its role); a deactivation also revokes
 * the kiosks they made. The last active owner can be
 * neither deactivated nor made staff: nobody could manage the accounts any more.
 */
export function updateAccount(
  db: Db,
  id: string,
  patch: UpdateStaffPayload,
  source: AuditSource,
): AccountRow {
  return db.transaction((tx) => {
    const account = requireAccount(tx, id);
    const role: AccountRole = patch.role ?? account.role;
    const active = patch.active ?? account.active;
    const losesOwner = account.role === 'owner' && account.active && (role !== 'owner' || !active);
    if (losesOwner && activeOwnersOtherThan(tx, id) === 0) {
      conflict(
        'The last active owner cannot be deactivated or made staff; add another owner first',
      );
    }
    const updated = tx
      .update(accounts)
      .set({
        ...(patch.name === undefined ? {} : { name: patch.name }),
        role,
        active,
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, id))
      .returning()
      .get() as AccountRow;
    if (role !== account.role || !active) {
      endSessions(tx, { role: account.role, subject: id });
    }
    for (const change of accountChanges(account, updated)) appendAuditBy(tx, source, change);
    // The kiosks they made end with their account (decision 065).
    if (account.active && !active) revokeKiosksMadeBy(tx, { id, name: nameOf(updated) }, source);
    return updated;
  });
}

/** Gives a person a new first password (answered once) and ends their sessions. */
export async function resetPassword(
  db: Db,
  id: string,
  source: AuditSource,
): Promise<{ account: AccountRow; password: string }> {
  requireAccount(db, id);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const account = db.transaction((tx) => {
    const updated = tx
      .update(accounts)
      .set({ passwordHash, requiresPasswordChange: true, updatedAt: new Date() })
      .where(eq(accounts.id, id))
      .returning()
      .get() as AccountRow;
    endSessions(tx, { role: updated.role, subject: id });
    appendAuditBy(tx, source, {
      action: 'account.password-reset',
      summary: `Reset the password of ${nameOf(updated)}`,
    });
    return updated;
  });
  return { account, password };
}

/**
 * A person's own new password, their current one checked through `limitChecks` (the caller's
 * limit on wrong ones, decision 068). Their other sessions end (another device may be where the
 * old password leaked); the one making the change stays signed in.
 */
export async function changeOwnPassword(
  db: Db,
  id: string,
  passwords: { currentPassword: string; newPassword: string; keepToken: string | undefined },
  deviceId: string | null = null,
  limitChecks: (check: () => Promise<boolean>) => Promise<boolean> = (check) => check(),
): Promise<void> {
  const account = requireAccount(db, id);
  const right = await limitChecks(() =>
    verifyPassword(account.passwordHash, passwords.currentPassword),
  );
  if (!right) invalid('The current password is not right');
  if (passwords.currentPassword === passwords.newPassword) {
    invalid('Choose a new password different from the current one');
  }
  const passwordHash = await hashPassword(passwords.newPassword);
  db.transaction((tx) => {
    tx.update(accounts)
      .set({ passwordHash, requiresPasswordChange: false, updatedAt: new Date() })
      .where(eq(accounts.id, id))
      .run();
    endSessions(tx, { role: account.role, subject: id, exceptToken: passwords.keepToken });
    appendAudit(tx, {
      actor: { kind: account.role, id, name: nameOf(account) },
      deviceId,
      action: 'account.password-changed',
      summary: `${nameOf(account)} changed their own password`,
    });
  });
}

/** The account of an id, or null. */
export function findAccount(db: Pick<Db, 'select'>, id: string): AccountRow | null {
  return db.select().from(accounts).where(eq(accounts.id, id)).get() ?? null;
}

function requireAccount(db: Pick<Db, 'select'>, id: string): AccountRow {
  return findAccount(db, id) ?? notFound('Account not found');
}

function activeOwnersOtherThan(db: Pick<Db, 'select'>, id: string): number {
  return db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, 'owner'), eq(accounts.active, true), ne(accounts.id, id)))
    .all().length;
}

// One entry per kind of change, so the log can be read and filtered by what happened.
function accountChanges(before: AccountRow, after: AccountRow) {
  const changes = [];
  if (after.name !== before.name) {
    changes.push({
      action: 'account.renamed',
      summary: `Renamed ${nameOf(before)} to ${nameOf(after)}`,
      before: { name: before.name },
      after: { name: after.name },
    });
  }
  if (after.role !== before.role) {
    changes.push({
      action: 'account.role-changed',
      summary: `Made ${nameOf(after)} ${after.role === 'owner' ? 'an owner' : 'staff'}`,
      before: { role: before.role },
      after: { role: after.role },
    });
  }
  if (after.active !== before.active) {
    changes.push({
      action: after.active ? 'account.reactivated' : 'account.deactivated',
      summary: `${after.active ? 'Reactivated' : 'Deactivated'} ${nameOf(after)}`,
      before: { active: before.active },
      after: { active: after.active },
    });
  }
  return changes;
}

/** A person as screens and the log name them: their name, or their username when they have none. */
export function nameOf(account: Pick<AccountRow, 'name' | 'username'>): string {
  return account.name || account.username;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function usernameTaken(username: string): never {
  return conflict(`The username ${username} is taken; choose another`);
}
