import { PIN_FORMAT_MESSAGE, PIN_REPEATED_MESSAGE, PIN_RUN_MESSAGE } from '@cubby/shared/pin-rules';
import { describe, expect, it } from 'vitest';
import { problemsOf } from './form-problems.ts';
import { PINS_DIFFER, pinFormSchema } from './pin-form.ts';

function problemsIn(pin: string, confirm: string) {
  const parsed = pinFormSchema.safeParse({ pin, confirm });
  if (parsed.success) throw new Error('expected the form to be refused');
  return problemsOf(parsed.error.issues);
}

describe('pinFormSchema', () => {
  it('sends only the PIN when both entries match and the PIN is acceptable', () => {
    expect(pinFormSchema.parse({ pin: '2580', confirm: '2580' })).toEqual({ pin: '2580' });
    expect(pinFormSchema.parse({ pin: '604918', confirm: '604918' })).toEqual({ pin: '604918' });
  });

  it("refuses a trivial PIN under the PIN field with the shared rule's reason", () => {
    expect(problemsIn('1234', '1234')).toEqual({ pin: PIN_RUN_MESSAGE });
    expect(problemsIn('9876', '9876')).toEqual({ pin: PIN_RUN_MESSAGE });
    expect(problemsIn('7777', '7777')).toEqual({ pin: PIN_REPEATED_MESSAGE });
  });

  it('refuses a PIN of the wrong length or with other characters than digits', () => {
    expect(problemsIn('258', '258')).toEqual({ pin: PIN_FORMAT_MESSAGE });
    expect(problemsIn('2580147', '2580147')).toEqual({ pin: PIN_FORMAT_MESSAGE });
    expect(problemsIn('25a0', '25a0')).toEqual({ pin: PIN_FORMAT_MESSAGE });
    expect(problemsIn('', '')).toEqual({ pin: PIN_FORMAT_MESSAGE });
  });

  it('says under the second field when it is not the same PIN, or is left empty', () => {
    expect(problemsIn('2580', '2581')).toEqual({ confirm: PINS_DIFFER });
    expect(problemsIn('2580', '')).toEqual({ confirm: PINS_DIFFER });
  });

  it('says only what is wrong with the PIN while the PIN itself is refused', () => {
    expect(problemsIn('1234', '2580')).toEqual({ pin: PIN_RUN_MESSAGE });
  });
});
