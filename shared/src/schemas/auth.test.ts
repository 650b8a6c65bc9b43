import { describe, expect, test } from 'vitest';
import {
  changePasswordPayloadSchema,
  customerLoginPayloadSchema,
  customerLoginSchema,
  loginPayloadSchema,
  newPasswordFormSchema,
  ownerLoginPayloadSchema,
  ownerValidatePayloadSchema,
  ROLES,
  roleSchema,
} from './auth.ts';

const CUSTOMER_ID = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
const STAMP = '2026-11-16T15:00:00.000Z';
const MISSING = 'Missing Information: Please enter both username and password';
const TOO_SHORT = 'Password Too Short: Password must be at least 6 characters long';
const MISMATCH = "Passwords Don't Match: Please make sure both passwords are the same";

function messages(result: { error?: { issues: { message: string }[] } | undefined }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe('staff and owner sign-in', () => {
  test('accept a username and password', () => {
    const body = { username: 'admin', password: 'secret' };
    expect(loginPayloadSchema.parse(body)).toEqual(body);
    expect(ownerLoginPayloadSchema.parse(body)).toEqual(body);
  });

  test('owner login uses the spec messages for missing and empty fields', () => {
    expect(messages(ownerLoginPayloadSchema.safeParse({}))).toEqual([
      'Username is required',
      'Password is required',
    ]);
    expect(messages(ownerLoginPayloadSchema.safeParse({ username: '', password: '' }))).toEqual([
      'Username is required',
      'Password is required',
    ]);
    expect(messages(loginPayloadSchema.safeParse({ username: 'admin', password: 7 }))).toEqual([
      'Password is required',
    ]);
  });

  test('owner token validation needs a token', () => {
    expect(ownerValidatePayloadSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(messages(ownerValidatePayloadSchema.safeParse({ token: '' }))).toEqual([
      'token is required',
    ]);
  });
});

describe('customerLoginPayloadSchema', () => {
  test('trims the username and keeps the password as typed', () => {
    expect(
      customerLoginPayloadSchema.parse({ username: '  ada.lovelace ', password: ' pass word ' }),
    ).toEqual({ username: 'ada.lovelace', password: ' pass word ' });
  });

  test('blank fields give the spec message', () => {
    for (const body of [
      { username: '   ', password: 'secret' },
      { username: 'ada', password: '   ' },
      { username: 'ada' },
    ]) {
      expect(messages(customerLoginPayloadSchema.safeParse(body))).toEqual([MISSING]);
    }
  });
});

describe('new passwords', () => {
  test('change-password needs at least 6 characters', () => {
    expect(changePasswordPayloadSchema.parse({ newPassword: 'abcdef' })).toEqual({
      newPassword: 'abcdef',
    });
    expect(messages(changePasswordPayloadSchema.safeParse({ newPassword: 'abcde' }))).toEqual([
      TOO_SHORT,
    ]);
    expect(messages(changePasswordPayloadSchema.safeParse({}))).toEqual([TOO_SHORT]);
  });

  test('the form also needs the confirmation to match', () => {
    expect(
      newPasswordFormSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdef' }).success,
    ).toBe(true);
    const mismatch = newPasswordFormSchema.safeParse({
      newPassword: 'abcdef',
      confirmPassword: 'abcdeg',
    });
    expect(messages(mismatch)).toEqual([MISMATCH]);
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(
      messages(newPasswordFormSchema.safeParse({ newPassword: 'abc', confirmPassword: 'abd' })),
    ).toEqual([TOO_SHORT, MISMATCH]);
  });
});

describe('customer logins and roles', () => {
  test('a new login must change its password and is active', () => {
    const login = customerLoginSchema.parse({
      id: 'l1',
      customerId: CUSTOMER_ID,
      username: 'ada.lovelace',
      passwordHash: 'scrypt$...',
      createdAt: STAMP,
      updatedAt: STAMP,
    });
    expect(login).toMatchObject({ requiresPasswordChange: true, isActive: true });
  });

  test('roles are staff, owner and customer', () => {
    expect(ROLES).toEqual(['staff', 'owner', 'customer', 'kiosk']);
    expect(roleSchema.safeParse('admin').success).toBe(false);
  });
});
