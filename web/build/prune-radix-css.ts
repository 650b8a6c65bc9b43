/**
 * @module
 * A build step that drops the Radix Themes styles no screen can use. components.css styles every
 * Radix component (about 60), and each responsive class at every breakpoint; the app renders a
 * few dozen components and passes responsive values at a few breakpoints. The stylesheet blocks
 * the first paint and every element's style is matched against it, so what is dead is removed.
 *
 * Both facts are read from the built JavaScript, so nothing here needs updating by hand:
 * - a component's rules name it by a class such as `.rt-Button`, which Radix writes as a string
 *   literal in its code: a rule whose selector names an `rt-` component class found in no chunk
 *   is dropped;
 * - a responsive prop (`size={{ initial: '1', sm: '2' }}`) becomes classes such as `sm:rt-r-size-2`:
 *   a rule for a breakpoint that no chunk uses as an object key is dropped, and so is a rule for
 *   a numbered step (`sm:rt-r-size-4`) that no object gives that breakpoint as a literal (a value
 *   that is not a literal keeps every step of its breakpoint; word values such as `between` are
 *   left alone, since Radix renames some of them in the class);
 * - the dark appearance's rules (selectors needing `.dark` or `.dark-theme`) are dropped unless
 *   the app's own code (not Radix's, which names every appearance) says `appearance` or `dark`:
 *   Radix puts those classes on an element only when told to, and Cubby is light only.
 *
 * And one fact from the stylesheet itself: `main.tsx` imports the tokens of a few palettes, so a
 * rule pointing the accent or gray scale at a palette whose tokens are not there
 * (`[data-accent-color=tomato]{--accent-1:var(--tomato-1)...}`) would make every colour unset:
 * it is dropped.
 *
 * A pruned stylesheet gets a new content hash in its name: the server lets browsers keep hashed
 * files for good, and the same Radix source prunes differently once the app uses more of it.
 */
import { createHash } from 'node:crypto';
import postcss, { type Root } from 'postcss';
import type { Plugin, Rollup } from 'vite';

const COMPONENT_CLASS = /\.rt-[A-Z][A-Za-z]*/g;
const BREAKPOINT_CLASS = /\.(xs|sm|md|lg|xl)\\:/g;
// A breakpoint written as an object key in minified code: `{initial:"1",sm:"2"}`.
const BREAKPOINT_KEY = /[{,](xs|sm|md|lg|xl):(?:[`'"]([^`'"]*)[`'"])?/g;
// A responsive class for a numbered step, as a selector escapes it: `.sm\:rt-r-size-2`, `.xs\:rt-r-m--1`.
const RESPONSIVE_STEP = /\.(xs|sm|md|lg|xl)\\:rt-r-[a-z]+(?:-[a-z]+)*-(-?\d+)(?![\w-])/g;
// `.dark` or `.dark-theme` outside a `:not(...)`; `:not(.light)` needs no dark class.
const NEGATION = /:not\([^()]*\)/g;
const DARK_CLASS = /\.dark(-theme)?(?![\w-])/;
const DARK_WORD = /\b(appearance|dark)\b/;
// A rule that only points the accent or gray scale at a palette.
const PALETTE_RULE = /^(?:\.radix-themes:where\()?\[data-(?:accent|gray)-color=([a-z]+)\]\)?$/;

/** What the JavaScript can put on an element. */
export interface Usage {
  componentClasses: Set<string>;
  breakpoints: Set<string>;
  /** The literal values given per breakpoint; `null` when some value there is not a literal. */
  responsiveValues: Map<string, Set<string> | null>;
  /** Whether anything may ask Radix for the dark appearance. */
  dark: boolean;
}

/** What `code` (every built chunk) can put on an element; `appCode` is Cubby's own part of it. */
export function usageIn(code: string, appCode: string = code): Usage {
  const responsiveValues = new Map<string, Set<string> | null>();
  for (const [, breakpoint, value] of code.matchAll(BREAKPOINT_KEY)) {
    const key = breakpoint as string;
    if (!responsiveValues.has(key)) responsiveValues.set(key, new Set());
    if (value === undefined) responsiveValues.set(key, null);
    else responsiveValues.get(key)?.add(value);
  }
  return {
    componentClasses: new Set(code.match(/rt-[A-Z][A-Za-z]*/g)),
    breakpoints: new Set(responsiveValues.keys()),
    responsiveValues,
    dark: DARK_WORD.test(appCode),
  };
}

/** The palettes whose tokens `root` defines (`--jade-1`, ...). */
function palettesIn(root: Root): Set<string> {
  const palettes = new Set<string>();
  root.walkDecls(/^--[a-z]+-1$/, (decl) => {
    palettes.add(decl.prop.slice(2, -2));
  });
  return palettes;
}

function selectorIsUsable(selector: string, usage: Usage, palettes: Set<string>): boolean {
  const palette = PALETTE_RULE.exec(selector)?.[1];
  if (palette !== undefined && !palettes.has(palette)) return false;
  if (!usage.dark && DARK_CLASS.test(selector.replace(NEGATION, ''))) return false;
  for (const [name] of selector.matchAll(COMPONENT_CLASS)) {
    if (!usage.componentClasses.has(name.slice(1))) return false;
  }
  for (const [, breakpoint] of selector.matchAll(BREAKPOINT_CLASS)) {
    if (!usage.breakpoints.has(breakpoint as string)) return false;
  }
  for (const [, breakpoint, step] of selector.matchAll(RESPONSIVE_STEP)) {
    const values = usage.responsiveValues.get(breakpoint as string);
    if (values === undefined || (values !== null && !values.has(step as string))) return false;
  }
  return true;
}

/** Removes the rules (and the at-rules left empty) that match nothing the app renders. */
export function pruneStylesheet(root: Root, usage: Usage): void {
  const palettes = palettesIn(root);
  root.walkRules((rule) => {
    // Keyframe selectors (`from`, `50%`) name no class.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) {
      return;
    }
    const usable = rule.selectors.filter((selector) => selectorIsUsable(selector, usage, palettes));
    if (usable.length === 0) rule.remove();
    else if (usable.length < rule.selectors.length) rule.selectors = usable;
  });
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
}

/** `assets/index-D04lkdnf.css` with the hash of `source` in place of the old one. */
function renamed(fileName: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
}

/** The Vite plugin: prunes every emitted stylesheet once all chunks are known. */
export function pruneRadixCss(): Plugin {
  return {
    name: 'cubby:prune-radix-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle);
      const chunks = outputs.filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      // Rendered code of Cubby's own modules: Radix's names every appearance whether used or not.
      const appCode = chunks
        .flatMap((chunk) => Object.entries(chunk.modules))
        .filter(([id]) => !id.includes('/node_modules/'))
        .map(([, module]) => module.code ?? '')
        .join('\n');
      const usage = usageIn(chunks.map((chunk) => chunk.code).join('\n'), appCode);
      const assets = outputs.filter(
        (output): output is Rollup.OutputAsset => output.type === 'asset',
      );
      const stylesheets = assets.filter((asset) => asset.fileName.endsWith('.css'));
      const pages = assets.filter((asset) => asset.fileName.endsWith('.html'));
      for (const output of stylesheets) {
        const original = String(output.source);
        const root = postcss.parse(original);
        pruneStylesheet(root, usage);
        const pruned = root.toString();
        if (pruned === original) continue;
        const oldName = output.fileName;
        const newName = renamed(oldName, pruned);
        if (chunks.some((chunk) => chunk.code.includes(oldName))) {
          throw new Error(`${oldName} is loaded by a script; only index.html's may be pruned`);
        }
        // Rolldown takes new files only through emitFile.
        delete bundle[oldName];
        this.emitFile({ type: 'asset', fileName: newName, source: pruned });
        for (const chunk of chunks) {
          const css = chunk.viteMetadata?.importedCss;
          if (css?.delete(oldName)) css.add(newName);
        }
        for (const page of pages) page.source = String(page.source).replaceAll(oldName, newName);
      }
    },
  };
}
