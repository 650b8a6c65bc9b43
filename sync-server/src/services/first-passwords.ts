/**
 * @module
 * What a new parent login, or one reset by staff, is handed on its welcome sheet (decisions 016,
 * 023 and 068): a first password of its own, generated, by default; or, where the owner chose
 * the spec's shared first password (CUSTOMER_DEFAULT_PASSWORD), that password and a welcome code
 * of the login's own, which the first password change asks for once. A username follows from the
 * child's name and a shared password is known to every family, so without the code any parent
 * could claim a family that has not signed in yet. Only hashes are kept.
 */
import { FIRST_PASSWORD_LIFETIME_DAYS } from '@cubby/shared/schemas';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customerLogins } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { firstChildId } from '../queries/families.ts';
import { appendAuditBy, SYSTEM_SOURCE } from './audit.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';
import type { AppConfig } from './service-deps.ts';
import { firstPasswordMode } from './settings.ts';

/** A login's first secrets: what the sheet says, and what is stored. */
export interface FirstSecrets {
  password: string;
  passwordHash: string;
  /** The welcome code, beside a shared first password only; null otherwise. */
  welcomeCode: string | null;
  welcomeCodeHash: string | null;
}

/**
 * The first password (and, beside the shared one, a welcome code) for a login made or reset now:
 * the shared CUSTOMER_DEFAULT_PASSWORD when the environment sets one and the owner chose it in
 * Settings, else one generated for this login.
 */
export async function newFirstSecrets(deps: {
  db: Pick<Db, 'select'>;
  config: AppConfig;
}): Promise<FirstSecrets> {
  const shared = deps.config.customerDefaultPassword;
  const password =
    shared !== undefined && firstPasswordMode(deps.db, deps.config) === 'shared'
      ? shared
      : generatePassword();
  const welcomeCode = password === shared ? generateWelcomeCode() : null;
  // Argon2 is asynchronous; hashing here keeps the callers' SQLite transactions synchronous.
  return {
    password,
    passwordHash: await hashPassword(password),
    welcomeCode,
    welcomeCodeHash: welcomeCode === null ? null : await hashPassword(readWelcomeCode(welcomeCode)),
  };
}

/** When a first password set now stops signing in. */
export function firstPasswordExpiry(now = new Date()): Date {
  return new Date(now.getTime() + FIRST_PASSWORD_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * A welcome code: 8 base32 characters (40 bits) shown as `abcd-efgh`. A guesser holding the
 * shared password gets 5 tries a quarter hour per login (`http/limit-secret-checks.ts`), about
 * 6,700 in a first password's 14 days, against 2^40 codes.
 */
export function generateWelcomeCode(): string {
  const bytes = new Uint8Array(5);
  crypto.getRandomValues(bytes);
  const code = encodeBase32LowerCaseNoPadding(bytes);
  return `${code.slice(0, 4)}-${code.slice(4, 8)}`;
}

/** A welcome code as typed, read as it was made: case, spaces and dashes do not matter. */
export function readWelcomeCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, '');
}

/** Whether `typed` is the welcome code whose hash is `storedHash`. */
export function isWelcomeCode(storedHash: string, typed: string): Promise<boolean> {
  return verifyPassword(storedHash, readWelcomeCode(typed));
}

/**
 * At start: a login still on the shared first password with no welcome code beside it (made
 * before welcome codes) could be claimed by any parent, so its first password stops signing in
 * now, as if its 14 days were over; staff give the family a new one from the family page. One
 * audit entry per login; the count is logged so the operator knows sheets are due.
 */
export async function retireUnguardedSharedPasswords(
  db: Db,
  config: AppConfig,
  log: Logger,
  now = new Date(),
): Promise<number> {
  const shared = config.customerDefaultPassword;
  if (shared === undefined) return 0;
  const pending = db
    .select({
      id: customerLogins.id,
      familyId: customerLogins.familyId,
      passwordHash: customerLogins.passwordHash,
    })
    .from(customerLogins)
    .where(
      and(
        eq(customerLogins.requiresPasswordChange, true),
        isNull(customerLogins.welcomeCodeHash),
        gt(customerLogins.firstPasswordExpiresAt, now),
      ),
    )
    .all();
  const unguarded: typeof pending = [];
  for (const login of pending) {
    if (await verifyPassword(login.passwordHash, shared)) unguarded.push(login);
  }
  if (unguarded.length === 0) return 0;
  db.transaction((tx) => {
    for (const login of unguarded) {
      tx.update(customerLogins)
        .set({ firstPasswordExpiresAt: now, updatedAt: now })
        .where(eq(customerLogins.id, login.id))
        .run();
      appendAuditBy(tx, SYSTEM_SOURCE, {
        action: 'family.first-password-retired',
        customerId: firstChildId(tx, login.familyId),
        summary: 'Ended a parent login’s shared first password, which had no welcome code',
      });
    }
  });
  log.warn('accounts.shared-first-passwords-retired', { logins: unguarded.length });
  return unguarded.length;
}
