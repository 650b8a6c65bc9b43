/**
 * @module
 * A parent's session (spec sections 2, 5 and 7): POST /customer/login, GET /customer/auth,
 * POST /customer/logout and POST /customer/change-password. The schedule and confirmation
 * routes under /customer live elsewhere. A parent is always the family of their session, never
 * of anything in a payload.
 */
import type { Principal } from '@cubby/shared/access';
import { foldUsername } from '@cubby/shared/names';
import {
  type CustomerAuthResponse,
  changePasswordPayloadSchema,
  customerLoginPayloadSchema,
  type UnprovenChildResponse,
} from '@cubby/shared/schemas';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Credential } from '../auth/credentials.ts';
import { createSession, endSessions, revokeSession } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { contacts, customerLogins } from '../db/schema.ts';
import { admitLogin } from '../http/admit-login.ts';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { limitSecretChecks } from '../http/limit-secret-checks.ts';
import { readJson } from '../http/parse.ts';
import { requestCredentials } from '../http/request-credentials.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { toCustomerJson } from '../http/serialize.ts';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookies.ts';
import { familyChildren } from '../queries/families.ts';
import { dummyHash } from '../services/accounts.ts';
import { appendAuditBy } from '../services/audit.ts';
import { isWelcomeCode } from '../services/first-passwords.ts';
import { loginThrottleFor } from '../services/login-throttle.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';

const INVALID_LOGIN = 'Invalid username or password';
const SAME_AS_FIRST_PASSWORD = 'Choose a password other than the first password you were given';
const SAME_AS_CURRENT_PASSWORD = 'Choose a password other than your current one';
const CURRENT_PASSWORD_REQUIRED = 'currentPassword: Enter your current password';
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
const WELCOME_CODE_REQUIRED = 'welcomeCode: Enter the welcome code from your welcome sheet';
const WRONG_WELCOME_CODE =
  'This welcome code is not right. Check it on your welcome sheet, or ask the day-care for a new one.';
const FIRST_PASSWORD_EXPIRED =
  'This first password has expired. Ask the day-care for a new one on your welcome sheet.';

/**
 * The parent sessions the request carries, bearer and cookie alike: in a browser where staff
 * signed in, the spec's client sends the staff token as bearer and the parent's only in the
 * cookie, so a bearer must not hide the cookie here.
 */
function customerCredentials(db: Db, c: Context): Credential[] {
  return requestCredentials(db, c).filter(({ principal }) => principal.role === 'customer');
}

// The active login behind a parent session, its family's children (first added first) and its
// own contact; null when the login is gone or switched off, or the family has no child.
function activeLogin(db: Db, loginId: string) {
  const login = db.select().from(customerLogins).where(eq(customerLogins.id, loginId)).get();
  if (!login?.isActive) return null;
  const children = familyChildren(db, login.familyId);
  const [first] = children;
  if (!first) return null;
  const contact = login.contactId
    ? db.select().from(contacts).where(eq(contacts.id, login.contactId)).get()
    : undefined;
  return { login, children, first, contact };
}

// A child as its family sees it: which room it is in is the centre's business (issue 19).
function toParentChildJson(row: Parameters<typeof toCustomerJson>[0]) {
  const { roomId: _room, ...child } = toCustomerJson(row);
  return child;
}

// A child as a session still owing its welcome code sees it: the name and the usual days.
function toUnprovenChildJson(row: Parameters<typeof toCustomerJson>[0]): UnprovenChildResponse {
  return {
    id: row.id,
    name: row.name,
    defaultMonday: row.defaultMonday,
    defaultTuesday: row.defaultTuesday,
    defaultWednesday: row.defaultWednesday,
    defaultThursday: row.defaultThursday,
    defaultFriday: row.defaultFriday,
  };
}

// What the portal needs to route a signed-in parent: the spec's customer auth response (its
// `customer` is the first child, as a family of one has always had it) and every child. A
// session on a shared first password whose welcome code is still owed may be anyone who knows
// that password: it learns the children's names and nothing of the family (decision 068).
function authResponse(row: NonNullable<ReturnType<typeof activeLogin>>): CustomerAuthResponse {
  const { contact } = row;
  if (row.login.requiresPasswordChange && row.login.welcomeCodeHash !== null) {
    return {
      isAuthenticated: true,
      requiresPasswordChange: true,
      requiresWelcomeCode: true,
      customer: toUnprovenChildJson(row.first),
      children: row.children.map(toUnprovenChildJson),
      familyId: row.login.familyId,
      contact: null,
    };
  }
  return {
    isAuthenticated: true,
    requiresPasswordChange: row.login.requiresPasswordChange,
    requiresWelcomeCode: false,
    customer: toParentChildJson(row.first),
    children: row.children.map(toParentChildJson),
    familyId: row.login.familyId,
    contact: contact
      ? { id: contact.id, name: contact.name, phone: contact.phone, email: contact.email }
      : null,
  };
}

// The login a username and password sign in to, or null. Unknown usernames are hashed against
// anyway, so timing does not tell which exist; an inactive login fails like a wrong password.
async function verifyCustomer(db: Db, username: string, password: string) {
  const login = db
    .select({
      id: customerLogins.id,
      passwordHash: customerLogins.passwordHash,
      requiresPasswordChange: customerLogins.requiresPasswordChange,
      firstPasswordExpiresAt: customerLogins.firstPasswordExpiresAt,
    })
    .from(customerLogins)
    .where(eq(customerLogins.username, username))
    .get();
  const ok = await verifyPassword(login?.passwordHash ?? (await dummyHash()), password);
  if (!ok || !login) return null;
  // Told only to someone who knows the first password: it was right, but its time is over.
  if (login.requiresPasswordChange && isPast(login.firstPasswordExpiresAt)) {
    return unauthorized(FIRST_PASSWORD_EXPIRED);
  }
  return activeLogin(db, login.id);
}

function isPast(instant: Date | null): boolean {
  return instant !== null && instant.getTime() <= Date.now();
}

/** A parent's session routes, mounted under /api. */
export function customerPortalRoutes(deps: RouteDeps) {
  const { db, config } = deps;
  const gate = { db, config, throttle: loginThrottleFor(db) };

  return (
    new Hono<AppEnv>()
      // The schema trims the username and keeps the password exactly as typed (spec section 5);
      // the username is read as logins are spelled, so case and accents do not matter.
      .post('/customer/login', async (c) => {
        const typed = await readJson(c, customerLoginPayloadSchema);
        const { password } = typed;
        const username = foldUsername(typed.username);
        const succeeded = await admitLogin(c, gate, `customer:${username}`);
        const row = await verifyCustomer(db, username, password);
        if (!row) return unauthorized(INVALID_LOGIN);
        succeeded();
        const { token } = createSession(db, {
          role: 'customer',
          subject: row.login.id,
          familyId: row.login.familyId,
        });
        setSessionCookie(c, 'customer', token, config.trustedProxies);
        return c.json({ ...authResponse(row), token });
      })
      // Anonymous is a valid answer here, so no `authorize`: the portal asks to decide where to go.
      .get('/customer/auth', (c) => {
        for (const { principal } of customerCredentials(db, c)) {
          const row = activeLogin(db, principal.subject);
          if (row) return c.json(authResponse(row));
        }
        return c.json({ isAuthenticated: false });
      })
      .post('/customer/logout', (c) => {
        for (const { token } of customerCredentials(db, c)) revokeSession(db, token);
        clearSessionCookie(c, 'customer');
        return c.json({ ok: true });
      })
      .post(
        '/customer/change-password',
        authorize(db, 'own-week:write', { beforePasswordChange: true }),
        async (c) => {
          const { newPassword, currentPassword, welcomeCode } = await readJson(
            c,
            changePasswordPayloadSchema,
          );
          const loginId = c.get('principal').subject;
          const login = db
            .select({
              passwordHash: customerLogins.passwordHash,
              requiresPasswordChange: customerLogins.requiresPasswordChange,
              welcomeCodeHash: customerLogins.welcomeCodeHash,
            })
            .from(customerLogins)
            .where(eq(customerLogins.id, loginId))
            .get();
          if (!login) return unauthorized('Not signed in');
          // Past the first change, a session alone is not enough (a phone left unlocked, a
          // stolen cookie): the current password is asked for. A first change from the shared
          // first password asks for the login's welcome code, which only its family's sheet
          // carries. Wrong answers of either are limited per login (decision 068).
          const limitChecks = limitSecretChecks(c, db, { kind: 'parent-login', id: loginId });
          if (!login.requiresPasswordChange) {
            if (currentPassword === undefined) return badRequest(CURRENT_PASSWORD_REQUIRED);
            const right = await limitChecks(() =>
              verifyPassword(login.passwordHash, currentPassword),
            );
            if (!right) badRequest(WRONG_CURRENT_PASSWORD);
          } else if (login.welcomeCodeHash !== null) {
            const { welcomeCodeHash } = login;
            if (welcomeCode === undefined) return badRequest(WELCOME_CODE_REQUIRED);
            const right = await limitChecks(() => isWelcomeCode(welcomeCodeHash, welcomeCode));
            if (!right) badRequest(WRONG_WELCOME_CODE);
          }
          // Refused: a shared first password is known to every family, so keeping it would
          // leave the account open to any other parent and make the forced change meaningless.
          if (newPassword === config.customerDefaultPassword) badRequest(SAME_AS_FIRST_PASSWORD);
          if (await verifyPassword(login.passwordHash, newPassword)) {
            badRequest(
              login.requiresPasswordChange ? SAME_AS_FIRST_PASSWORD : SAME_AS_CURRENT_PASSWORD,
            );
          }
          const passwordHash = await hashPassword(newPassword);
          const source = auditSourceOf(db, c);
          db.transaction((tx) => {
            tx.update(customerLogins)
              .set({
                passwordHash,
                requiresPasswordChange: false,
                firstPasswordExpiresAt: null,
                welcomeCodeHash: null,
                updatedAt: new Date(),
              })
              .where(eq(customerLogins.id, loginId))
              .run();
            // Whoever else signed in with the old (possibly shared first) password loses
            // access, their sync connections included.
            endSessions(tx, {
              role: 'customer',
              subject: loginId,
              exceptToken: c.get('credential').token,
            });
            appendAuditBy(tx, source, {
              action: 'account.password-changed',
              customerId: firstChildOf(c.get('principal')),
              summary: `${source.actor.name} changed their own password`,
            });
          });
          return c.json({ ok: true, requiresPasswordChange: false });
        },
      )
  );
}

// The change-password route admits only parents; their entry is filed under the first child,
// where a family of one has always had it.
function firstChildOf(principal: Principal): string | null {
  return principal.role === 'customer' ? (principal.childIds[0] ?? null) : null;
}
