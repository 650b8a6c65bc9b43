/**
 * @module
 * The people who sign in (DESIGN section 7): the owner's GET and POST /api/staff, PATCH
 * /api/staff/{id} and POST /api/staff/{id}/reset-password, and everyone's own
 * POST /api/change-password. First passwords are answered once and never again.
 */
import {
  type ChangeOwnPasswordPayload,
  changeOwnPasswordPayloadSchema,
  createStaffPayloadSchema,
  type StaffWithPasswordResponse,
  updateStaffPayloadSchema,
} from '@cubby/shared/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { auditSourceOf } from '../http/audit-source.ts';
import { authorize } from '../http/authorize.ts';
import { limitSecretChecks } from '../http/limit-secret-checks.ts';
import { readJson, readParams } from '../http/parse.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import {
  changeOwnPassword,
  createAccount,
  listAccounts,
  resetPassword,
  toStaffAccountJson,
  updateAccount,
} from '../services/staff-accounts.ts';

const accountIdParamSchema = z.object({ id: z.string().min(1).max(64) });

/** Account routes, mounted under /api. */
export function staffRoutes({ db }: RouteDeps) {
  const owner = authorize(db, 'accounts:manage');
  return new Hono<AppEnv>()
    .get('/staff', owner, (c) => c.json(listAccounts(db).map(toStaffAccountJson)))
    .post('/staff', owner, async (c) => {
      const payload = await readJson(c, createStaffPayloadSchema);
      const { account, password } = await createAccount(db, payload, auditSourceOf(db, c));
      const created: StaffWithPasswordResponse = { ...toStaffAccountJson(account), password };
      return c.json(created, 201);
    })
    .patch('/staff/:id', owner, async (c) => {
      const { id } = readParams(c, accountIdParamSchema);
      const patch = await readJson(c, updateStaffPayloadSchema);
      return c.json(toStaffAccountJson(updateAccount(db, id, patch, auditSourceOf(db, c))));
    })
    .post('/staff/:id/reset-password', owner, async (c) => {
      const { id } = readParams(c, accountIdParamSchema);
      const { account, password } = await resetPassword(db, id, auditSourceOf(db, c));
      const reset: StaffWithPasswordResponse = { ...toStaffAccountJson(account), password };
      return c.json(reset);
    })
    .post(
      '/change-password',
      authorize(db, 'own-password:write', { beforePasswordChange: true }),
      async (c) => {
        const passwords: ChangeOwnPasswordPayload = await readJson(
          c,
          changeOwnPasswordPayloadSchema,
        );
        const { principal, token } = c.get('credential');
        const { deviceId } = auditSourceOf(db, c, principal);
        await changeOwnPassword(
          db,
          principal.subject,
          { ...passwords, keepToken: token },
          deviceId,
          limitSecretChecks(c, db, { kind: 'account', id: principal.subject }),
        );
        return c.json({ ok: true });
      },
    );
}
