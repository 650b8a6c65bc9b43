import { describe, expect, it } from 'vitest';
import { API_ACTIONS, type ApiAction, accessTo, can, type Principal } from './access.ts';
import type { DocRef } from './docs/doc-name.ts';

const staff: Principal = { role: 'staff', subject: 's' };
const owner: Principal = { role: 'owner', subject: 'o' };
const parent: Principal = {
  role: 'customer',
  subject: 'p',
  familyId: 'family-a',
  childIds: ['child-a1', 'child-a2'],
};
const kiosk: Principal = { role: 'kiosk', subject: 'front-door' };
const monday = '2026-11-16';

describe('can', () => {
  it('keeps finance away from staff and parents', () => {
    const finance: DocRef = { kind: 'finance', monday };
    expect(can(owner, 'write', finance)).toBe(true);
    expect(can(staff, 'read', finance)).toBe(false);
    expect(can(parent, 'read', finance)).toBe(false);
  });

  it('lets staff write the week and only read what the server or families write', () => {
    expect(can(staff, 'write', { kind: 'week', monday })).toBe(true);
    expect(can(staff, 'write', { kind: 'confirmations', monday })).toBe(false);
    expect(can(staff, 'read', { kind: 'confirmations', monday })).toBe(true);
    expect(can(staff, 'write', { kind: 'directory' })).toBe(false);
    expect(can(owner, 'write', { kind: 'week', monday })).toBe(false);
  });

  it('lets a parent reach the family documents of each of their own children only', () => {
    expect(accessTo(parent, { kind: 'family', customerId: 'child-a1', monday })).toBe('write');
    expect(accessTo(parent, { kind: 'family', customerId: 'child-a2', monday })).toBe('write');
    expect(accessTo(parent, { kind: 'family', customerId: 'child-b1', monday })).toBe('none');
    expect(can(parent, 'read', { kind: 'week', monday })).toBe(false);
    expect(can(parent, 'read', { kind: 'directory' })).toBe(false);
  });
});

describe('can, for API actions', () => {
  it('keeps money with the owner and the front desk with staff', () => {
    expect(can(owner, 'finance:write')).toBe(true);
    expect(can(staff, 'finance:read')).toBe(false);
    expect(can(staff, 'customers:write')).toBe(true);
    expect(can(owner, 'customers:write')).toBe(false);
    expect(can(parent, 'customers:read')).toBe(false);
    expect(can(parent, 'own-week:write')).toBe(true);
    expect(can(staff, 'own-week:write')).toBe(false);
  });
});

describe('a kiosk', () => {
  it('opens no document of any kind', () => {
    const docs: DocRef[] = [
      { kind: 'directory' },
      { kind: 'week', monday },
      { kind: 'confirmations', monday },
      { kind: 'family', customerId: 'child-a1', monday },
      { kind: 'finance', monday },
    ];
    for (const doc of docs) expect(accessTo(kiosk, doc), doc.kind).toBe('none');
  });

  it('takes only the kiosk’s own actions, which no person takes', () => {
    const actions = Object.keys(API_ACTIONS) as ApiAction[];
    const kioskActions = ['kiosk:identify', 'kiosk:roster', 'kiosk:sign'] as const;
    expect(actions.filter((action) => can(kiosk, action))).toEqual(kioskActions);
    for (const person of [staff, owner, parent]) {
      for (const action of kioskActions) expect(can(person, action)).toBe(false);
    }
    // Signatures are read by staff and the owner, never by the kiosk that sent them.
    expect(can(kiosk, 'signatures:read')).toBe(false);
    expect(can(parent, 'signatures:read')).toBe(false);
  });
});
