import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateStart, gzipAnswer, gzipJoined } from './gzip.ts';

/** Text of `length` characters, varied enough that deflate emits many blocks for long ones. */
function text(length: number, seed: number): Buffer {
  let state = seed;
  const words = ['{"date":"2026-11-02"', '"hours":7.5', '"visits":[]', '"cost":"75.00"}', ','];
  let out = '';
  while (out.length < length) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    out += `${words[state % words.length]}${state.toString(36)}`;
  }
  return Buffer.from(out.slice(0, length));
}

/** What a browser does with the body: the web platform's own gzip decoder. */
async function browserGunzip(body: Uint8Array): Promise<string> {
  const stream = new Blob([body]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

describe('an answer gzipped from a kept start and its rest', () => {
  const cases = [
    { name: 'both short', start: text(40, 1), rest: text(30, 2) },
    { name: 'a start of several blocks', start: text(900_000, 3), rest: text(5_000, 4) },
    { name: 'a rest of several blocks', start: text(2_000, 5), rest: text(700_000, 6) },
    { name: 'nothing before the rest', start: Buffer.alloc(0), rest: text(10_000, 7) },
    { name: 'nothing after the start', start: text(10_000, 8), rest: Buffer.alloc(0) },
  ];

  for (const { name, start, rest } of cases) {
    it(`unzips to the start followed by the rest: ${name}`, async () => {
      const joined = gzipJoined(deflateStart(start), rest);
      const whole = Buffer.concat([start, rest]).toString();
      // zlib checks the trailer's CRC-32 and length, and refuses a body whose are wrong.
      expect(gunzipSync(joined).toString()).toBe(whole);
      expect(await browserGunzip(joined)).toBe(whole);
    });
  }

  it('serves one kept start with any number of rests', () => {
    const start = deflateStart(text(50_000, 9));
    for (const seed of [10, 11, 12]) {
      const rest = text(1_000 * seed, seed);
      expect(gunzipSync(gzipJoined(start, rest))).toEqual(
        gunzipSync(gzipAnswer(Buffer.concat([text(50_000, 9), rest]))),
      );
    }
  });

  it('keeps the deflated start in memory of its own, not a view of a larger chunk', () => {
    const { deflated } = deflateStart(text(300, 13));
    expect(deflated.byteOffset).toBe(0);
    expect(deflated.buffer.byteLength).toBe(deflated.length);
  });
});
