/**
 * @module
 * A parent's notices (statement ready, payment received, autopay failed): GET
 * /api/customer/notices, newest first, and POST /api/customer/notices/{id}/read. The family is
 * always the session's; another family's notice is not found.
 */
import type { Principal } from '@cubby/shared/access';
import type { NoticesResponse } from '@cubby/shared/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { authorize } from '../http/authorize.ts';
import { forbidden } from '../http/errors.ts';
import { limitParentWrites } from '../http/limit-parent-writes.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { listNotices, markNoticeRead } from '../services/notices.ts';

/** Notice routes, mounted under /api. */
export function noticesRoutes({ db, clock }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/customer/notices', authorize(db, 'own-notices:read'), (c) => {
      const answer: NoticesResponse = { notices: listNotices(db, familyOf(c.get('principal'))) };
      return c.json(answer);
    })
    .post(
      '/customer/notices/:id/read',
      authorize(db, 'own-notices:read'),
      limitParentWrites(db, () => clock.now()),
      (c) => {
        // Marking read records nothing the day-care decides, so it writes no audit entry.
        const familyId = familyOf(c.get('principal'));
        return c.json(markNoticeRead(db, familyId, c.req.param('id'), new Date()));
      },
    );
}

function familyOf(principal: Principal): string {
  return principal.role === 'customer' ? principal.familyId : forbidden();
}
