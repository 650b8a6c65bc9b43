import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-rules.ts';

describe('the Create Your Password checks', () => {
  it('hold once the password is long enough and both boxes match', () => {
    expect(checkNewPassword('secret1', 'secret1').map((rule) => rule.met)).toEqual([true, true]);
  });

  it('say what is wrong only once the parent has typed something', () => {
    const [length, match] = checkNewPassword('abc', 'abd');
    expect(length).toMatchObject({ label: 'At least 6 characters', met: false });
    expect(length?.hint).toMatch(/at least 6 characters/);
    expect(match).toMatchObject({ label: 'Passwords match', met: false });
    expect(match?.hint).toBeTruthy();
    const [empty] = checkNewPassword('', '');
    expect(empty?.hint).toBeNull();
  });
});
