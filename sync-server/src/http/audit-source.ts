/**
 * @module
 * Whom the audit log names for a request: the person behind the session it acts as, and the
 * device that sent it (`X-Cubby-Device`, a UUID the browser keeps).
 */
import type { Principal } from '@cubby/shared/access';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { actorOf, readDeviceId } from '../services/audit.ts';
import type { AuditSource } from '../sync/hooks.ts';
import type { AppEnv } from './app-env.ts';

/** The header a browser sends its device id in. */
export const DEVICE_HEADER = 'X-Cubby-Device';

/** The source of a request's changes; `principal` defaults to the one `authorize` admitted. */
export function auditSourceOf(
  db: Db,
  c: Context<AppEnv>,
  principal: Principal = c.get('principal'),
): AuditSource {
  return { actor: actorOf(db, principal), deviceId: readDeviceId(c.req.header(DEVICE_HEADER)) };
}
