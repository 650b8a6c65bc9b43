import { describe, expect, it } from 'vitest';
import { punchSentence } from './punch-text.ts';

const rooms = (id: string) => (id === 'r1' ? 'Infants' : null);

describe('punchSentence', () => {
  it('says where the person is after the punch', () => {
    const at = '2026-11-18T15:30:00.000Z';
    expect(
      punchSentence({ name: 'Rosa', clock: { status: 'working', roomId: 'r1', since: at } }, rooms),
    ).toBe('Rosa, you are clocked in to Infants.');
    expect(punchSentence({ name: 'Rosa', clock: { status: 'break', since: at } }, rooms)).toBe(
      'Rosa, enjoy your break.',
    );
    expect(punchSentence({ name: 'Rosa', clock: { status: 'out' } }, rooms)).toBe(
      'Rosa, you are clocked out. Goodbye!',
    );
  });
});
