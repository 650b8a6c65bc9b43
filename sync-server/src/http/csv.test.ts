import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes every field, doubles quotes and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'say "hi"'],
        [1, null],
      ]),
    ).toBe('"a","say ""hi"""\r\n"1",""\r\n');
  });

  it('keeps a name a spreadsheet would run as a formula from being one', () => {
    expect(toCsv([['=HYPERLINK("x")', '-1+2', '@SUM', 'Ada']])).toBe(
      `"'=HYPERLINK(""x"")","'-1+2","'@SUM","Ada"\r\n`,
    );
  });
});
