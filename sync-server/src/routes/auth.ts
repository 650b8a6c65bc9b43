/**
 * @module
 * Staff and owner sign-in (spec section 7): POST /login, POST /logout, GET /user,
 * POST /owner-login and POST /owner/validate. The sign-in page admits staff and owner accounts
 * alike, each session carrying its account's role (decision 072); the owner gate admits owners
 * only. Each login returns its token and also sets it as an httpOnly cookie; failed logins are
 * throttled per username and origin (decisions 016 and 068), whichever page they come from, and
 * the browser is remembered as one of the centre's devices.
 */
import { can } from '@cubby/shared/access';
import type {
  OwnerLoginResponse,
  OwnerValidationResponse,
  StaffLoginResponse,
  StaffUserResponse,
} from '@cubby/shared/schemas';
import {
  loginPayloadSchema,
  ownerLoginPayloadSchema,
  ownerValidatePayloadSchema,
} from '@cubby/shared/schemas';
import { type Context, Hono } from 'hono';
import { createSession, revokeSession, validateSession } from '../auth/sessions.ts';
import { standingOf } from '../auth/standing.ts';
import type { Db } from '../db/client.ts';
import { admitLogin, rememberSignInDevice } from '../http/admit-login.ts';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/errors.ts';
import { readJson } from '../http/parse.ts';
import { requestCredentials } from '../http/request-credentials.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookies.ts';
import { type SignedInAccount, verifyAccount } from '../services/accounts.ts';
import { loginThrottleFor } from '../services/login-throttle.ts';
import { readSettings } from '../services/settings.ts';
import { findAccount } from '../services/staff-accounts.ts';

/**
 * The person signed in on the sign-in page, from the sessions the request presents: a staff
 * session before an owner one, because a staff tablet that passed the owner gate holds both and
 * is still the desk's. A session whose account has been removed, switched off or given another
 * role signs nobody in.
 */
function signedInPerson(db: Db, c: Context): SignedInAccount | null {
  const sessions = requestCredentials(db, c).map(({ principal }) => principal);
  for (const role of ['staff', 'owner'] as const) {
    for (const principal of sessions) {
      if (principal.role !== role) continue;
      const account = findAccount(db, principal.subject);
      if (account?.role === role && account.active) return account;
    }
  }
  return null;
}

// One budget of failed sign-ins per account, whichever page the guesses come from: usernames
// are unique across staff and owners and match whatever their case (decision 019).
const throttleKey = (username: string) => `account:${username.toLowerCase()}`;

/** Staff and owner sign-in routes, mounted under /api. */
export function authRoutes(deps: RouteDeps) {
  const { db } = deps;
  // The dashboard's header shows the business name; the spec leaves the user's other fields
  // open, and this is the one read every staff screen already makes.
  const staffUser = (account: SignedInAccount): StaffUserResponse => {
    // The owner may rename the business in Settings; BUSINESS_NAME is where it starts.
    const { businessName, defaultHourlyRate } = readSettings(db, deps.config);
    return {
      id: account.id,
      username: account.username,
      name: account.name,
      requiresPasswordChange: account.requiresPasswordChange,
      role: account.role,
      businessName,
      timeZone: deps.clock.timeZone,
      defaultHourlyRate,
    };
  };
  const gate = { db, config: deps.config, throttle: loginThrottleFor(db) };

  return (
    new Hono<AppEnv>()
      .post('/login', async (c) => {
        const { username, password } = await readJson(c, loginPayloadSchema);
        const succeeded = await admitLogin(c, gate, throttleKey(username));
        const account = await verifyAccount(db, ['staff', 'owner'], username, password);
        if (!account) return unauthorized('Invalid credentials');
        succeeded();
        rememberSignInDevice(c, gate);
        // The session carries the account's role: an owner's opens the owner's screens and the
        // finance documents with no second password, and nothing a staff session may alone.
        const { role } = account;
        const { token } = createSession(db, { role, subject: account.id });
        setSessionCookie(c, role, token, deps.config.trustedProxies);
        // A staff cookie left from an earlier sign-in would answer GET /api/user before this
        // session (a staff session comes first there): this browser is the owner's now.
        if (role === 'owner') clearSessionCookie(c, 'staff');
        return c.json({ ...staffUser(account), token } satisfies StaffLoginResponse);
      })
      // Ends the staff and owner sessions the request presents (the spec's client drops both
      // stored tokens on logout); a parent's session in the same browser has its own logout.
      .post('/logout', (c) => {
        for (const { principal, token } of requestCredentials(db, c)) {
          if (principal.role !== 'customer') revokeSession(db, token);
        }
        clearSessionCookie(c, 'staff');
        clearSessionCookie(c, 'owner');
        return c.json({ ok: true });
      })
      .get('/user', (c) => {
        const person = signedInPerson(db, c);
        if (!person) return unauthorized('Not signed in');
        return c.json(staffUser(person));
      })
      .post('/owner-login', async (c) => {
        const { username, password } = await readJson(c, ownerLoginPayloadSchema);
        const succeeded = await admitLogin(c, gate, throttleKey(username));
        const account = await verifyAccount(db, ['owner'], username, password);
        if (!account) return unauthorized('Invalid owner credentials');
        succeeded();
        rememberSignInDevice(c, gate);
        const { token } = createSession(db, { role: 'owner', subject: account.id });
        setSessionCookie(c, 'owner', token, deps.config.trustedProxies);
        const { requiresPasswordChange } = account;
        return c.json({ token, requiresPasswordChange } satisfies OwnerLoginResponse);
      })
      // Valid means the token opens the financial dashboard: a live owner session.
      .post('/owner/validate', async (c) => {
        const { token } = await readJson(c, ownerValidatePayloadSchema);
        const principal = validateSession(db, token);
        const valid = principal !== null && can(principal, 'finance:read');
        const requiresPasswordChange =
          valid && standingOf(db, principal) === 'must-change-password';
        return c.json({ valid, requiresPasswordChange } satisfies OwnerValidationResponse);
      })
  );
}
