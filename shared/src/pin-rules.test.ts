import { describe, expect, it } from 'vitest';
import {
  PIN_FORMAT_MESSAGE,
  PIN_REPEATED_MESSAGE,
  PIN_RUN_MESSAGE,
  pinProblem,
} from './pin-rules.ts';
import { newPinSchema, pinEntrySchema } from './pin-schemas.ts';

describe('pinProblem', () => {
  it.each(['2580', '1357', '9021', '4815', '104729', '11112', '12354', '3141'])(
    'accepts %s',
    (pin) => {
      expect(pinProblem(pin)).toBeNull();
    },
  );

  it.each(['', '123', '1234567', '12a4', ' 2580', '2580 ', '２５８０', '-258', '25.8'])(
    'refuses %j: not 4 to 6 digits',
    (pin) => {
      expect(pinProblem(pin)).toBe(PIN_FORMAT_MESSAGE);
    },
  );

  it.each(['0000', '1111', '99999', '777777'])('refuses %s: one digit repeated', (pin) => {
    expect(pinProblem(pin)).toBe(PIN_REPEATED_MESSAGE);
  });

  it.each(['1234', '0123', '6789', '345678', '9876', '3210', '98765', '543210'])(
    'refuses %s: a run up or down',
    (pin) => {
      expect(pinProblem(pin)).toBe(PIN_RUN_MESSAGE);
    },
  );
});

describe('newPinSchema', () => {
  it('gives the reason a PIN is refused', () => {
    const refused = (pin: unknown) =>
      newPinSchema.safeParse(pin).error?.issues.map((issue) => issue.message);
    expect(refused('1111')).toEqual([PIN_REPEATED_MESSAGE]);
    expect(refused('9876')).toEqual([PIN_RUN_MESSAGE]);
    expect(refused('12')).toEqual([PIN_FORMAT_MESSAGE]);
    expect(refused(2580)).toEqual([PIN_FORMAT_MESSAGE]);
    expect(refused(undefined)).toEqual(['pin is required']);
    expect(newPinSchema.parse('2580')).toBe('2580');
  });
});

describe('pinEntrySchema', () => {
  it('checks only the shape, so an easy guess at the kiosk is simply a wrong PIN', () => {
    expect(pinEntrySchema.parse('1111')).toBe('1111');
    expect(pinEntrySchema.safeParse('12345678').success).toBe(false);
  });
});
