/**
 * @module
 * Who a Yjs transaction's origin stands for, for the audit log and the ledger's ticks.
 */
import { type AuditSource, SYSTEM_SOURCE } from '../services/audit.ts';
import { UNAUDITED_ORIGIN } from './hooks.ts';

/**
 * Who a transaction's origin stands for: a client connection's person and device, the person a
 * REST request acts for, or the system; null for writes their own action's entry covers.
 */
export function auditSourceOfOrigin(origin: unknown): AuditSource | null {
  if (origin === UNAUDITED_ORIGIN) return null;
  if (typeof origin === 'object' && origin !== null) {
    if ('auditSource' in origin) return (origin as { auditSource: AuditSource }).auditSource;
    if ('actor' in origin) return origin as AuditSource;
  }
  return SYSTEM_SOURCE;
}
