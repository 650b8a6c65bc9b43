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

  it('drops the dark appearance unless the app names it, keeping what only negates it', () => {
    const css =
      ':root,.light{--c:1}.dark,.dark-theme{--c:2}' +
      ':is(.dark,.dark-theme) :where(.radix-themes:not(.light,.light-theme)){--d:1}' +
      '.radix-themes:not(.dark){--e:1}';
    const light = ':root,.light{--c:1}.radix-themes:not(.dark){--e:1}';
    expect(prune(css, 'Fh=[`inherit`,`light`,`dark`]')).toBe(css);
    const root = postcss.parse(css);
    pruneStylesheet(root, usageIn('Fh=[`inherit`,`light`,`dark`]', 'accentColor:`jade`'));
    expect(root.toString()).toBe(light);
    const dark = postcss.parse(css);
    pruneStylesheet(dark, usageIn('', 'appearance:mode'));
    expect(dark.toString()).toBe(css);
  });

  it('drops the scales pointed at palettes whose tokens the stylesheet lacks', () => {
    const css =
      ':root{--jade-1:#fff;--sage-1:#eee}' +
      '[data-accent-color=jade]{--accent-1:var(--jade-1)}' +
      '[data-accent-color=tomato]{--accent-1:var(--tomato-1)}' +
      '.radix-themes:where([data-gray-color=sage]){--gray-1:var(--sage-1)}' +
      '.radix-themes:where([data-gray-color=mauve]){--gray-1:var(--mauve-1)}';
    expect(prune(css, '')).toBe(
      ':root{--jade-1:#fff;--sage-1:#eee}' +
        '[data-accent-color=jade]{--accent-1:var(--jade-1)}' +
        '.radix-themes:where([data-gray-color=sage]){--gray-1:var(--sage-1)}',
    );
  });

  it('drops the numbered steps no responsive object gives a breakpoint', () => {
    const css =
      '@media (width>=768px){.sm\\:rt-r-size-2{font-size:2px}.sm\\:rt-r-size-4{font-size:4px}' +
      '.sm\\:rt-r-m--2{margin:-2px}.sm\\:rt-r-jc-space-between{justify-content:space-between}}';
    expect(prune(css, 'size:{initial:`1`,sm:`2`}')).toBe(
      '@media (width>=768px){.sm\\:rt-r-size-2{font-size:2px}' +
        '.sm\\:rt-r-jc-space-between{justify-content:space-between}}',
    );
    // A value that is not a literal could be any step.
    expect(prune(css, 'size:{initial:`1`,sm:`2`},m:{initial:`0`,sm:n}')).toBe(css);
  });
});
