import { describe, expect, it } from 'vitest';
import { actionsFor, toggleChosen } from './kiosk-actions.ts';

const children = [
  { id: 'maya', checkedIn: false },
  { id: 'leo', checkedIn: true },
  { id: 'ana', checkedIn: false },
];

describe('which action a selection allows', () => {
  it('offers nothing until a child is chosen', () => {
    expect(actionsFor(children, new Set())).toEqual({ 'check-in': [], 'check-out': [] });
  });

  it('signs in only the chosen children who are not in, in the screen’s order', () => {
    expect(actionsFor(children, new Set(['ana', 'maya']))).toEqual({
      'check-in': ['maya', 'ana'],
      'check-out': [],
    });
  });

  it('splits a mixed selection between Sign in and Sign out', () => {
    expect(actionsFor(children, new Set(['maya', 'leo']))).toEqual({
      'check-in': ['maya'],
      'check-out': ['leo'],
    });
  });

  it('toggles a child in and out of the selection', () => {
    const once = toggleChosen(new Set(), 'maya');
    expect([...once]).toEqual(['maya']);
    expect([...toggleChosen(once, 'maya')]).toEqual([]);
  });
});
