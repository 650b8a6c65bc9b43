import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withoutThemeTooltip } from './radix-theme-without-tooltip.ts';

const require = createRequire(import.meta.url);
const themeJs = () =>
  readFileSync(
    require.resolve('@radix-ui/themes').replace(/dist[\\/].*$/, 'dist/esm/components/theme.js'),
    'utf8',
  );

describe('withoutThemeTooltip', () => {
  it("takes the tooltip provider out of the installed Radix Themes' Theme", () => {
    const code = withoutThemeTooltip(themeJs());
    expect(code).not.toMatch(/Tooltip/);
    expect(code).not.toMatch(/delayDuration/);
    expect(code).toMatch(/from"radix-ui"/);
  });

  it('fails the build when Radix Themes wrote its Theme differently', () => {
    expect(() => withoutThemeTooltip('export const Theme = () => null;')).toThrow(
      /update this step/,
    );
  });
});
