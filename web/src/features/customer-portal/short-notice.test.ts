import { describe, expect, it } from 'vitest';
import { sentAtShortNotice, shortNoticeWarning } from './short-notice.ts';

// Monday 11-23-2026 in Los Angeles; Wednesday 11-25 is two days away, Thursday 11-26 three.
const MONDAY = '2026-11-23';
const ZONE = 'America/Los_Angeles';

describe('the note before sending an answer at short notice', () => {
  it('names a day less than 3 days away and says it can still be sent', () => {
    expect(shortNoticeWarning({ requestExtraDay: '2026-11-25' }, MONDAY)).toBe(
      'Wednesday 11-25-2026 is less than 3 days away. You can still send this; staff will see that it came at short notice.',
    );
  });

  it('says nothing for a day 3 days away or more', () => {
    expect(shortNoticeWarning({ scheduleChangeDay: '2026-11-26' }, MONDAY)).toBeNull();
    expect(shortNoticeWarning({ absentDays: ['2026-11-27'] }, MONDAY)).toBeNull();
  });

  it('names only the days inside the notice, today among them', () => {
    expect(
      shortNoticeWarning({ absentDays: ['2026-11-23', '2026-11-25', '2026-11-27'] }, MONDAY),
    ).toBe(
      'Monday 11-23-2026 and Wednesday 11-25-2026 are less than 3 days away. You can still send this; staff will see that it came at short notice.',
    );
  });

  it('says nothing before a day is chosen', () => {
    expect(shortNoticeWarning({ absentDays: [] }, MONDAY)).toBeNull();
    expect(shortNoticeWarning({}, MONDAY)).toBeNull();
  });
});

describe('a saved answer sent at short notice', () => {
  it('says so, naming the days inside the notice', () => {
    const answer = {
      details: { requestExtraDay: '2026-11-25' },
      updatedAt: '2026-11-23T18:00:00.000Z',
    };
    expect(sentAtShortNotice(answer, ZONE)).toBe(
      'Sent at short notice: Wednesday 11-25-2026 was less than 3 days away.',
    );
  });

  it('counts from the facility’s date when it was sent, not the date in UTC', () => {
    // 07:00 UTC on Tuesday is still Monday evening in Los Angeles: three days before Thursday.
    const answer = {
      details: { absentDays: ['2026-11-26'] },
      updatedAt: '2026-11-24T07:00:00.000Z',
    };
    expect(sentAtShortNotice(answer, ZONE)).toBeNull();
    expect(sentAtShortNotice(answer, 'UTC')).toBe(
      'Sent at short notice: Thursday 11-26-2026 was less than 3 days away.',
    );
  });

  it('says nothing for an answer about no day', () => {
    expect(
      sentAtShortNotice({ details: {}, updatedAt: '2026-11-25T18:00:00.000Z' }, ZONE),
    ).toBeNull();
  });
});
