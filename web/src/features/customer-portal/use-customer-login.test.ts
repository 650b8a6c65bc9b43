import { describe, expect, it } from 'vitest';
import { welcomeFor } from './use-customer-login.ts';

const child = {
  id: 'maya',
  name: 'Maya Lopez',
  defaultMonday: true,
  defaultTuesday: false,
  defaultWednesday: true,
  defaultThursday: false,
  defaultFriday: false,
  familyId: 'maya',
  birthDate: null,
  allergies: null,
  medicalNotes: null,
};
const family = { customer: child, children: [child], contact: null, requiresWelcomeCode: false };

describe('the welcome after a parent’s login', () => {
  it('says the spec’s words when the schedule comes next', () => {
    expect(welcomeFor({ isAuthenticated: true, requiresPasswordChange: false, ...family })).toBe(
      'Welcome! Redirecting to your schedule...',
    );
  });

  it('says a new password comes first when the first password must be changed', () => {
    expect(welcomeFor({ isAuthenticated: true, requiresPasswordChange: true, ...family })).toBe(
      'Welcome! Please choose a new password first.',
    );
  });
});
