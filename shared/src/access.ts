/**
 * @module
 * Who may read or write which document (DESIGN section 2), as data, with the one `can` that the
 * sync server and the web app both ask. Nothing else compares roles.
 */
import type { DocKind, DocRef } from './docs/doc-name.ts';
import type { Role } from './schemas/auth.ts';

/** How far a role reaches into one kind of document. */
export type Access = 'none' | 'read' | 'write';

/** What a request wants to do with a document. */
export type AccessMode = 'read' | 'write';

/** The signed-in party behind a token; a customer is always tied to one family. */
export type Principal =
  | { role: 'staff'; subject: string }
  | { role: 'owner'; subject: string }
  | { role: 'customer'; subject: string; customerId: string };

/**
 * Role by document kind. A customer's `write` on `family` holds only for their own family;
 * `accessTo` applies that.
 */
export const ACCESS_TABLE: Readonly<Record<DocKind, Readonly<Record<Role, Access>>>> = {
  directory: { staff: 'read', owner: 'read', customer: 'none' },
  week: { staff: 'write', owner: 'read', customer: 'none' },
  confirmations: { staff: 'read', owner: 'read', customer: 'none' },
  family: { staff: 'read', owner: 'read', customer: 'write' },
  finance: { staff: 'none', owner: 'write', customer: 'none' },
};

/** The access a principal has to one document, own-family rule included. */
export function accessTo(principal: Principal, doc: DocRef): Access {
  const access = ACCESS_TABLE[doc.kind][principal.role];
  if (principal.role === 'customer' && doc.kind === 'family') {
    return doc.customerId === principal.customerId ? access : 'none';
  }
  return access;
}

/** Whether a principal may read or write a document. */
export function can(principal: Principal, mode: AccessMode, doc: DocRef): boolean {
  const access = accessTo(principal, doc);
  return mode === 'read' ? access !== 'none' : access === 'write';
}
