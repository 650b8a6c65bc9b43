import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, toCustomerAuth } from './customer-auth.ts';

function child(id: string, name: string) {
  return {
    id,
    name,
    email: 'parent@example.com',
    hourlyRate: '12.50',
    defaultMonday: true,
    defaultTuesday: false,
    defaultWednesday: true,
    defaultThursday: false,
    defaultFriday: false,
    familyId: 'family-1',
    birthDate: null,
    allergies: 'Peanuts',
    medicalNotes: null,
  };
}

const parent = { id: 'contact-1', name: 'Ana Lopez', phone: '555-0100', email: 'ana@example.com' };

describe('reading the parent’s session', () => {
  it('keeps every child, first added first, and the parent’s own contact', () => {
    const auth = toCustomerAuth({
      isAuthenticated: true,
      requiresPasswordChange: false,
      customer: child('maya', 'Maya Lopez'),
      children: [child('maya', 'Maya Lopez'), child('leo', 'Leo Lopez')],
      familyId: 'family-1',
      contact: parent,
    });
    expect(auth?.isAuthenticated && auth.children.map((each) => each.name)).toEqual([
      'Maya Lopez',
      'Leo Lopez',
    ]);
    expect(auth?.isAuthenticated && auth.contact).toEqual(parent);
  });

  it('stores no payment or contact field of a child on the phone', () => {
    const auth = toCustomerAuth({
      isAuthenticated: true,
      requiresPasswordChange: false,
      customer: child('maya', 'Maya Lopez'),
      children: [child('maya', 'Maya Lopez')],
      contact: parent,
    });
    expect(auth?.isAuthenticated && auth.children[0]).not.toHaveProperty('hourlyRate');
    expect(auth?.isAuthenticated && auth.children[0]).not.toHaveProperty('email');
  });

  it('reads a profile saved before families as a family of one with no contact', () => {
    const saved = {
      isAuthenticated: true,
      requiresPasswordChange: true,
      customer: child('maya', 'Maya'),
    };
    const auth = toCustomerAuth(saved);
    expect(auth).toMatchObject({
      isAuthenticated: true,
      requiresPasswordChange: true,
      contact: null,
    });
    expect(auth?.isAuthenticated && auth.children.map((each) => each.id)).toEqual(['maya']);
  });

  it('reads a session that still owes its welcome code, which names the children only', () => {
    const named = {
      id: 'maya',
      name: 'Maya Lopez',
      defaultMonday: true,
      defaultTuesday: false,
      defaultWednesday: true,
      defaultThursday: false,
      defaultFriday: false,
    };
    const auth = toCustomerAuth({
      isAuthenticated: true,
      requiresPasswordChange: true,
      requiresWelcomeCode: true,
      customer: named,
      children: [named],
      familyId: 'family-1',
      contact: null,
    });
    expect(auth).toMatchObject({
      requiresPasswordChange: true,
      requiresWelcomeCode: true,
      customer: { id: 'maya', name: 'Maya Lopez', allergies: null },
      contact: null,
    });
  });

  it('says signed out for an anonymous answer, and nothing for one it cannot read', () => {
    expect(toCustomerAuth({ isAuthenticated: false })).toBe(SIGNED_OUT);
    expect(toCustomerAuth({ isAuthenticated: true, customer: { id: 'x' } })).toBeNull();
    expect(toCustomerAuth('signed in')).toBeNull();
  });
});
