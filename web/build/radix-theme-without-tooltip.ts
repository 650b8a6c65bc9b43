/**
 * @module
 * A build step that takes Radix Tooltip out of the app's start. Radix Themes' root `Theme` wraps
 * the app in a tooltip provider it imports as the `Tooltip` namespace of `radix-ui`, which the
 * bundler cannot trim: the whole tooltip (its popper, floating-ui, dismissable layer) came with
 * the first screen of every device, about 10 KiB gzipped, though no first screen shows a tooltip.
 * `__root.tsx` provides the tooltip provider itself, with the app's delays, from
 * `radix-ui/tooltip`; here the root `Theme` stops rendering its own. A tooltip still downloads
 * with the screen that shows one.
 *
 * The rewrite matches Radix Themes' published code; if an upgrade changes it, the build fails
 * here rather than quietly shipping the tooltip again.
 */
import type { Plugin } from 'vite';

const THEME_MODULE = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;
const TOOLTIP_IMPORT = /,Tooltip as (\w+)\}from"radix-ui"/;

/** Rewrites Radix Themes' `theme.js` so the root Theme renders no tooltip provider. */
export function withoutThemeTooltip(code: string): string {
  const alias = TOOLTIP_IMPORT.exec(code)?.[1];
  const provider = alias
    ? new RegExp(`(\\w+)\\.createElement\\(${alias}\\.Provider,\\{delayDuration:200\\},`)
    : null;
  if (!alias || !provider?.test(code)) {
    throw new Error(
      'radix-theme-without-tooltip: Radix Themes changed its Theme; update this step',
    );
  }
  return code
    .replace(TOOLTIP_IMPORT, '}from"radix-ui"')
    .replace(provider, (_, react: string) => `${react}.createElement(${react}.Fragment,null,`);
}

/** The Vite plugin applying `withoutThemeTooltip`. */
export function radixThemeWithoutTooltip(): Plugin {
  return {
    name: 'cubby:radix-theme-without-tooltip',
    enforce: 'pre',
    transform(code, id) {
      return THEME_MODULE.test(id) ? { code: withoutThemeTooltip(code), map: null } : null;
    },
  };
}
