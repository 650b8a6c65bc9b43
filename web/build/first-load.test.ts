import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltChunk, type FirstLoad, firstLoadOf, screenLoadOf } from './first-load.ts';

// Issue 21: no screen's first load past 150 KiB of JavaScript, gzipped. What the entry brings
// comes with every screen, the sign-in screen included.
const FIRST_LOAD_BUDGET_KIB = 150;
const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
// Code only signed-in screens run: the documents, their sync, and validation. zod's configuration
// does come first, so code generation is off before any schema is built (decision 015).
const SCREEN_ONLY =
  /node_modules[\\/](yjs|lib0|y-indexeddb|y-websocket|y-protocols)[\\/]|zod[\\/]v4[\\/]classic[\\/]|shared[\\/]src[\\/](schemas|docs)[\\/]/;

// Yjs and the documents: screens that sync none must not download them (decision 045).
const DOCUMENTS = /node_modules[\\/](yjs|lib0|y-indexeddb|y-websocket|y-protocols)[\\/]/;
// Screens that show without a document: each one's route and screen modules.
const SCREENS_WITHOUT_DOCUMENTS = {
  'My Account':
    /[\\/]src[\\/](routes[\\/]customer-account|features[\\/]customer-portal[\\/]account-screen)\.tsx/,
  'My Details':
    /[\\/]src[\\/](routes[\\/]customer-details|features[\\/]customer-portal[\\/]my-details-screen)\.tsx/,
  kiosk: /[\\/]src[\\/](routes[\\/]kiosk|features[\\/]kiosk[\\/]kiosk-screen)\.tsx/,
};

// What a screen's own code and its static imports may weigh, gzipped: what My Account (147.0)
// and the kiosk (132.1) reached in decision 045 (2026-11-27) with under a KiB of room, so code
// that comes back fails here first. A browser also fetches workbox-window (2.1) as the app starts.
const SCREEN_BUDGETS_KIB = { 'My Account': 148, kiosk: 133 };
// zod's classic API: My Account and the kiosk validate with zod/mini (My Details' forms do not).
const ZOD_CLASSIC = /node_modules[\\/]zod[\\/](index\.js|v4[\\/](index\.js|classic[\\/]))/;
// What the kiosk shows its PIN pad without: zod, its Staff dialog, its signature pad.
const AFTER_THE_PIN_PAD =
  /node_modules[\\/](zod|signature_pad|react-remove-scroll|@radix-ui[\\/]react-dialog)[\\/]|[\\/]features[\\/]kiosk[\\/](leave-kiosk-dialog|signature-step)\.tsx/;
// Shown only when needed: toasts when one is asked for, Pay now when the family owes.
const ON_DEMAND =
  /node_modules[\\/]@radix-ui[\\/]react-(toast|radio-group)[\\/]|[\\/]components[\\/]toaster\.tsx|[\\/]customer-portal[\\/]pay-now\.tsx/;

// Screens whose overlays download when first wanted (decision 045, 2026-11-27): each one's route,
// its screen and what the route composes it with (the attendance screen's owner access button
// and reports), and the staff documents' provider around the staff screens.
const SCREENS_WITH_OVERLAYS_ON_DEMAND = {
  attendance:
    /[\\/]src[\\/](routes[\\/]index|features[\\/](attendance[\\/]attendance-screen|owner-access[\\/]owner-access-button|reports[\\/]report-actions|auth[\\/]staff-sync))\.tsx/,
  'My Schedule':
    /[\\/]src[\\/](routes[\\/]customer-schedule|features[\\/]customer-portal[\\/]customer-schedule-screen)\.tsx/,
};
// Radix's dialogs, positioning, select, popover and tooltip, its focus trap and scroll lock, and
// the checkbox and radio cards of My Schedule's answers: no such screen opens one as it shows.
const OVERLAY_CODE =
  /[\\/](@floating-ui|react-remove-scroll|@radix-ui[\\/]react-(dialog|alert-dialog|popper|popover|select|scroll-area|tooltip|focus-scope|checkbox|radio-group|roving-focus))[\\/]/;

// Schemas of forms and of pages no first screen is: zod builds each schema as its module runs,
// and a staff screen's start built them all (decision 054). Checked with a few of them.
const FORM_SCHEMAS =
  /[\\/]shared[\\/]src[\\/](schemas[\\/](family|settings|staff|money-screens|statements|time-clock)\.ts|ledger[\\/])/;

// Only staff screens show tooltips (decision 047).
const TOOLTIP = /[\\/]@radix-ui[\\/]react-tooltip[\\/]/;
// What positions, traps focus in and dismisses dialogs, selects, menus and popovers: no first
// screen opens one (decision 045).
const OVERLAYS =
  /[\\/](@floating-ui[\\/]|@radix-ui[\\/]react-(popper|focus-scope|dismissable-layer|roving-focus|collection|dialog|select)[\\/])/;

describe('the production build', () => {
  let outDir: string;
  let firstLoad: FirstLoad;
  let output: ReadonlyArray<{ type: string; fileName: string }>;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'cubby-web-build-'));
    // Vitest runs with NODE_ENV=test, which would build React's development code.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const result = await build({
      root: WEB_DIR,
      configFile: path.join(WEB_DIR, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    const [bundle] = Array.isArray(result) ? result : [result];
    if (!bundle || !('output' in bundle)) throw new Error('the build wrote no bundle');
    output = bundle.output;
    firstLoad = firstLoadOf(output);
  }, 180_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`downloads under ${FIRST_LOAD_BUDGET_KIB} KiB of JavaScript, gzipped, before the first screen runs`, () => {
    expect(firstLoad.gzipBytes / 1024).toBeLessThan(FIRST_LOAD_BUDGET_KIB);
  });

  it('leaves documents, sync and validation to the screens that use them', () => {
    const early = firstLoad.chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => SCREEN_ONLY.test(id));
    expect(early).toEqual([]);
  });

  it('leaves dialogs, selects and menus to the screens that open one', () => {
    const early = firstLoad.chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => OVERLAYS.test(id));
    expect(early).toEqual([]);
  });

  // A chunk the entry waits for that imports the entry back runs before the entry has defined
  // what it imports, and the app fails at start with "x is not a function".
  it('starts without a chunk the entry waits for importing the entry back', () => {
    const entry = firstLoad.chunks.find((chunk) => chunk.isEntry)?.fileName ?? '';
    const circular = firstLoad.chunks
      .filter((chunk) => chunk.imports.includes(entry))
      .map((chunk) => chunk.fileName);
    expect(circular).toEqual([]);
  });

  it.each(Object.entries(SCREENS_WITHOUT_DOCUMENTS))('shows %s without Yjs', (_, screen) => {
    const load = screenLoadOf(output, screen);
    const modules = load.chunks.flatMap((chunk: BuiltChunk) => chunk.moduleIds);
    // The pattern finds the screen, or this test would pass by measuring nothing.
    expect(modules.filter((id) => screen.test(id)).length).toBeGreaterThanOrEqual(2);
    expect(modules.filter((id) => DOCUMENTS.test(id))).toEqual([]);
  });

  it.each(Object.entries(SCREEN_BUDGETS_KIB))(
    'shows %s with at most its budget of JavaScript, gzipped',
    (name, budgetKiB) => {
      const load = screenLoadOf(output, screenPattern(name));
      expect(load.gzipBytes / 1024).toBeLessThan(budgetKiB);
    },
  );

  it.each(['My Account', 'kiosk'])("shows %s without zod's classic API", (name) => {
    expect(modulesOf(screenLoadOf(output, screenPattern(name)), ZOD_CLASSIC)).toEqual([]);
  });

  it("shows the kiosk's PIN pad before zod, the Staff dialog and the signature pad", () => {
    expect(modulesOf(screenLoadOf(output, screenPattern('kiosk')), AFTER_THE_PIN_PAD)).toEqual([]);
  });

  it.each(['My Account', 'kiosk'])('shows %s before the toasts and Pay now', (name) => {
    const load = screenLoadOf(output, screenPattern(name));
    expect(modulesOf(load, ON_DEMAND)).toEqual([]);
    expect(modulesOf(firstLoad, ON_DEMAND)).toEqual([]);
  });

  // Two chunks that import each other run one before the other has defined what it exports; a
  // screen's load then fails at start ("x is not a function").
  it.each(Object.entries({ ...SCREENS_WITHOUT_DOCUMENTS, ...SCREENS_WITH_OVERLAYS_ON_DEMAND }))(
    'loads %s without two chunks importing each other',
    (_, screen) => {
      const load = screenLoadOf(output, screen);
      const byName = new Map(load.chunks.map((chunk) => [chunk.fileName, chunk]));
      const mutual = load.chunks.flatMap((chunk) =>
        chunk.imports
          .filter((name) => byName.get(name)?.imports.includes(chunk.fileName))
          .map((name) => `${chunk.fileName} <-> ${name}`),
      );
      expect(mutual).toEqual([]);
    },
  );

  it.each(Object.entries(SCREENS_WITH_OVERLAYS_ON_DEMAND))(
    "shows %s before any overlay's code",
    (_, screen) => {
      const load = screenLoadOf(output, screen);
      // The pattern finds the screen, or this test would pass by measuring nothing.
      expect(modulesOf(load, screen).length).toBeGreaterThanOrEqual(2);
      expect(modulesOf(load, OVERLAY_CODE)).toEqual([]);
    },
  );

  it.each(Object.entries(SCREENS_WITH_OVERLAYS_ON_DEMAND))(
    'shows %s before the schemas of forms it does not show',
    (_, screen) => {
      const load = screenLoadOf(output, screen);
      expect(modulesOf(load, screen).length).toBeGreaterThanOrEqual(2);
      expect(modulesOf(load, FORM_SCHEMAS)).toEqual([]);
    },
  );

  // React starts in a task of its own: the page runs its chunk, which needs nothing of the app's,
  // in a module script before the app's (decision 057).
  it("runs React's chunk before the app's, on its own", () => {
    const html = output.find((file) => file.fileName === 'index.html') as
      | { source: string | Uint8Array }
      | undefined;
    const scripts = [
      ...String(html?.source ?? '').matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g),
    ].map((match) => match[1]);
    const chunks = output.filter((file): file is BuiltChunk => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    const react = chunks.find((chunk) => chunk.fileName === scripts[0]);
    expect(scripts).toEqual([react?.fileName, entry?.fileName]);
    expect(
      react?.moduleIds.some((id) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./.test(id)),
    ).toBe(true);
    expect(react?.moduleIds.some((id) => id.endsWith('react-first.ts'))).toBe(true);
    const ownImports = (react?.imports ?? []).filter((name) => !name.includes('rolldown-runtime'));
    expect(ownImports).toEqual([]);
  });

  it('leaves the tooltip to the staff screens that show one', () => {
    const early = firstLoad.chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => TOOLTIP.test(id));
    expect(early).toEqual([]);
  });
});

function screenPattern(name: string): RegExp {
  const pattern = SCREENS_WITHOUT_DOCUMENTS[name as keyof typeof SCREENS_WITHOUT_DOCUMENTS];
  if (!pattern) throw new Error(`no pattern for the screen ${name}`);
  return pattern;
}

function modulesOf(load: FirstLoad, pattern: RegExp): string[] {
  return load.chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => pattern.test(id));
}
