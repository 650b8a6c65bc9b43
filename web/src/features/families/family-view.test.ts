import type { DirectoryEntry, DirectoryFamily } from '@cubby/shared/docs';
import type { ChildResponse, FamilyResponse } from '@cubby/shared/schemas';
import { describe, expect, it } from 'vitest';
import { toFamilyView } from './family-view.ts';

const days = {
  defaultMonday: true,
  defaultTuesday: false,
  defaultWednesday: true,
  defaultThursday: false,
  defaultFriday: false,
};

function entry(id: string, name: string, familyId: string): DirectoryEntry {
  return {
    id,
    name,
    hourlyRate: '12.50',
    ...days,
    familyId,
    birthDate: '2023-05-01',
    allergies: 'Peanuts',
    medicalNotes: null,
  };
}

function serverChild(child: DirectoryEntry, notes: string | null): ChildResponse {
  return {
    ...child,
    email: null,
    phone: null,
    emergencyContact: null,
    emergencyPhone: null,
    stripeCustomerId: null,
    paymentMethodId: null,
    autoPayment: false,
    notes,
    roomId: child.roomId ?? null,
    createdAt: null,
  };
}

const mum = {
  id: 'p1',
  name: 'Lucía Martínez',
  relationship: 'Mother',
  phone: '555-0100',
  roles: ['guardian' as const, 'emergency' as const],
  mustNotCollect: false,
  approved: true,
};

const family: DirectoryFamily = { id: 'f1', name: 'Martínez', contacts: [mum] };
const zoe = entry('c1', 'Zoë Martínez', 'f1');
const ana = entry('c2', 'Ana Martínez', 'f1');
const other = entry('c3', 'Grace Hopper', 'f2');

const server: FamilyResponse = {
  id: 'f1',
  name: 'Martínez',
  kioskNote: 'Please see the front desk',
  children: [serverChild(zoe, 'Naps after lunch')],
  contacts: [{ ...mum, familyId: 'f1', email: 'lucia@example.com', login: null }],
};

describe('toFamilyView', () => {
  it("takes the roster from the directory and the server's own fields by id", () => {
    const view = toFamilyView('f1', { family, children: [zoe, other, ana] }, server);
    expect(view?.children.map((child) => child.name)).toEqual(['Ana Martínez', 'Zoë Martínez']);
    expect(view?.children[1]?.notes).toBe('Naps after lunch');
    expect(view?.contacts[0]).toMatchObject({ phone: '555-0100', email: 'lucia@example.com' });
    expect(view?.kioskNote).toBe('Please see the front desk');
    expect(view?.fromServer).toBe(true);
  });

  it('shows the profiles and phone numbers offline, with what only the server knows unknown', () => {
    const view = toFamilyView('f1', { family, children: [zoe] }, undefined);
    expect(view?.children[0]).toMatchObject({ allergies: 'Peanuts', notes: undefined });
    expect(view?.contacts[0]).toMatchObject({ phone: '555-0100', email: undefined });
    expect(view?.fromServer).toBe(false);
  });

  it("uses the server's answer while the directory does not hold the family yet", () => {
    const view = toFamilyView('f1', { family: null, children: [] }, server);
    expect(view?.children.map((child) => child.notes)).toEqual(['Naps after lunch']);
    expect(view?.contacts[0]?.email).toBe('lucia@example.com');
  });

  it('is null for a family neither knows', () => {
    expect(toFamilyView('f9', { family: null, children: [zoe] }, undefined)).toBeNull();
  });
});
