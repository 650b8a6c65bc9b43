import { describe, expect, it } from 'vitest';
import {
  ANSWER_WEEKS_AHEAD,
  answerWindow,
  isAnswerableWeek,
  outsideAnswerWindowMessage,
} from './answer-window.ts';
import { addWeeks } from './dates.ts';

// A Wednesday; its week starts on Monday 2026-12-07.
const TODAY = '2026-12-09';

describe('the weeks a family may answer', () => {
  it('run from last week to twelve weeks ahead of the current one', () => {
    expect(answerWindow(TODAY)).toEqual({ first: '2026-11-30', last: '2027-03-01' });
    expect(isAnswerableWeek('2026-11-30', TODAY)).toBe(true);
    expect(isAnswerableWeek('2026-12-07', TODAY)).toBe(true);
    expect(isAnswerableWeek(addWeeks('2026-12-07', ANSWER_WEEKS_AHEAD), TODAY)).toBe(true);
    expect(isAnswerableWeek('2026-11-23', TODAY)).toBe(false);
    expect(isAnswerableWeek('2027-03-08', TODAY)).toBe(false);
    expect(isAnswerableWeek('1900-01-01', TODAY)).toBe(false);
    expect(isAnswerableWeek('2999-12-30', TODAY)).toBe(false);
  });

  it('move on a Monday, a Sunday still counting with the week before', () => {
    expect(answerWindow('2026-12-13').first).toBe('2026-11-30');
    expect(answerWindow('2026-12-14').first).toBe('2026-12-07');
  });

  it('are named in the message a family reads', () => {
    expect(outsideAnswerWindowMessage(TODAY)).toBe(
      'Answers can be given only for the weeks of 11-30-2026 to 03-01-2027',
    );
  });
});
