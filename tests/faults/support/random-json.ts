/**
 * @module
 * Random JSON for fuzzing the REST routes: values of every type, weighted towards the ones that
 * break parsers and arithmetic (huge and fractional numbers, impossible dates, ids of the wrong
 * shape, prototype keys), and mutations of a valid body that keep most of it valid.
 */
import type { Random } from './random.ts';

const NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  12.345,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
];
const STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '12.50',
  '12.505',
  '1e400',
  'NaN',
  'Infinity',
  'true',
  'null',
  '2026-11-16',
  '2026-11-17',
  '2026-02-30',
  '1900-01-01',
  '9999-12-31',
  '2026-11-16T08:30:00Z',
  '08:30',
  '25:61',
  'confirmed',
  'cheque',
  'cash',
  'staff',
  'owner',
  '00000000-0000-4000-8000-000000000000',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '👶🏽',
  "'; drop table customers; --",
  '<script>alert(1)</script>',
  '__proto__',
];
const KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'customerId', 'amount', 'date', ''];

/** A string: a known troublemaker, an id the test made, or random text of any length. */
export function randomString(random: Random, known: readonly string[] = []): string {
  const roll = random.next();
  if (roll < 0.5) return random.pick(STRINGS);
  if (roll < 0.7 && known.length > 0) return random.pick(known);
  if (roll < 0.95) return String.fromCharCode(...random.bytes(random.int(1, 24)));
  return 'x'.repeat(random.int(100, 120_000));
}

/** Any JSON value, nested at most `depth` deep. */
export function randomJson(random: Random, known: readonly string[] = [], depth = 2): unknown {
  const kinds = depth > 0 ? 7 : 5;
  switch (random.int(1, kinds)) {
    case 1:
      return null;
    case 2:
      return random.chance(0.5);
    case 3:
      return random.chance(0.7)
        ? random.pick(NUMBERS)
        : random.int(-1000, 1000) / random.pick([1, 4, 100]);
    case 4:
    case 5:
      return randomString(random, known);
    case 6:
      return Array.from({ length: random.int(0, 4) }, () => randomJson(random, known, depth - 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = random.int(0, 4); i > 0; i--) {
        const key = random.chance(0.5) ? random.pick(KEYS) : randomString(random);
        object[key] = randomJson(random, known, depth - 1);
      }
      return object;
    }
  }
}

/** A valid body changed in one or two places, or replaced by random JSON altogether. */
export function mutateBody(
  random: Random,
  body: Record<string, unknown>,
  known: readonly string[],
): { body: unknown; how: string } {
  const fields = Object.keys(body);
  let mutated: Record<string, unknown> = { ...body };
  const steps: string[] = [];
  for (let i = random.int(1, 2); i > 0; i--) {
    const field = fields.length > 0 ? random.pick(fields) : 'field';
    switch (random.int(1, 4)) {
      case 1:
        mutated[field] = randomJson(random, known);
        steps.push(`${field} replaced`);
        break;
      case 2: {
        const { [field]: _dropped, ...rest } = mutated;
        mutated = rest;
        steps.push(`${field} removed`);
        break;
      }
      case 3: {
        const key = random.chance(0.5) ? random.pick(KEYS) : randomString(random);
        // defineProperty, so that "__proto__" becomes a key of the JSON and not a prototype.
        Object.defineProperty(mutated, key, {
          value: randomJson(random, known),
          enumerable: true,
          writable: true,
          configurable: true,
        });
        steps.push('a field added');
        break;
      }
      default:
        return { body: randomJson(random, known), how: 'random JSON' };
    }
  }
  return { body: mutated, how: steps.join(', ') };
}
