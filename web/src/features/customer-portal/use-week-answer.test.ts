import { describe, expect, it } from 'vitest';
import { failureText } from './use-week-answer.ts';

describe('what a failed answer says', () => {
  it('says what was left as it was', () => {
    expect(failureText('Your answer still stands.')).toBe('Your answer still stands.');
  });

  it('names the child in a family of several', () => {
    expect(failureText('Your answer still stands.', 'Maya Lopez')).toBe(
      'For Maya Lopez. Your answer still stands.',
    );
  });
});
