import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { pruneStylesheet, usageIn } from './prune-radix-css.ts';

const prune = (css: string, code: string) => {
  const root = postcss.parse(css);
  pruneStylesheet(root, usageIn(code));
  return root.toString();
};

describe('pruneStylesheet', () => {
  it('drops the rules of components no chunk names, keeping the rest of a selector list', () => {
    const css = '.rt-Button{color:red}.rt-Slider{color:blue}.rt-Card,.rt-Slider:hover{margin:0}';
    expect(prune(css, 'className:"rt-Button",x="rt-Card"')).toBe(
      '.rt-Button{color:red}.rt-Card{margin:0}',
    );
  });

  it('keeps tokens, utilities and keyframes, which name no component', () => {
    const css = ':root{--x:1}.rt-r-size-2{font-size:2px}@keyframes rt-fade{from{opacity:0}}';
    expect(prune(css, '')).toBe(css);
  });

  it('drops breakpoints no responsive prop uses, and the media rules left empty', () => {
    const css =
      '@media (width>=768px){.sm\\:rt-r-size-2{font-size:2px}}' +
      '@media (width>=1280px){.lg\\:rt-r-size-2{font-size:2px}}';
    expect(prune(css, 'size:{initial:`1`,sm:`2`}')).toBe(
      '@media (width>=768px){.sm\\:rt-r-size-2{font-size:2px}}',
    );
  });
});
