import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pruneRadixCss } from './build/prune-radix-css.ts';
import { radixThemeWithoutTooltip } from './build/radix-theme-without-tooltip.ts';
import { FIRST_CHUNK, runChunkFirst } from './build/react-first.ts';

// React, React DOM, the scheduler, and the module that starts them as their chunk runs.
const REACT_MODULES =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]react-first\.ts$/;
// Yjs and its providers, the shared documents, the modules that write them and the day records
// read from them (decision 069), and the web app's sync and data hooks.
const SYNC_MODULES =
  /node_modules[\\/](yjs|lib0|y-indexeddb|y-websocket|y-protocols)[\\/]|[\\/]shared[\\/]src[\\/](docs[\\/]|day-record[\\/]|attendance-commands\.ts|access\.ts)|[\\/]web[\\/]src[\\/](lib[\\/]sync|data)[\\/]/;
// Radix's overlay machinery (positioning, focus trapping, outside clicks, keyboard lists, the
// portal) and Radix Themes' components built on it: dialogs, selects, menus, popovers, radio and
// checkbox groups. No first screen shows one, but Radix Themes reaches every primitive through the
// `radix-ui` barrel, so all of it counts as the entry's dependency chain ($initial). A module the
// entry does render must not be listed: the app chunk and this code would import each other, and
// the app would fail at start (web/build/first-load.test.ts checks for such a cycle).
const OVERLAY_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](@floating-ui|radix-ui)[\\/]`,
    String.raw`node_modules[\\/]@radix-ui[\\/]react-(popper|arrow|use-size|dismissable-layer|focus-scope|focus-guards|collection|roving-focus|portal|presence|dialog|alert-dialog|select|menu|dropdown-menu|context-menu|popover|tooltip|hover-card|toast|radio-group|checkbox|tabs|scroll-area|slider|switch|toggle|toggle-group|navigation-menu|menubar|toolbar|accordion|collapsible|avatar|progress|label|separator|form|one-time-password-field|password-toggle-field|aspect-ratio)[\\/]`,
    String.raw`node_modules[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/](alert-dialog|checkbox|checkbox-cards|checkbox-group|context-menu|dialog|dropdown-menu|hover-card|popover|radio-cards|radio-group|scroll-area|segmented-control|select|slider|switch|tab-nav|tabs|theme-panel|tooltip)\.`,
  ].join('|'),
);
// zod's classic API, and the schemas and shared rules written with it that a staff screen or My
// Schedule reads as it opens: the documents' answers (confirmations, rooms, alerts, the centre's
// hours), the responses, and the days a family is expected. The kiosk and the parent's account
// pages read their answers with zod/mini (`kiosk-answers.ts`, `portal-answers.ts`, money, PINs,
// the directory entry: the validation chunk) and must not download this
// (web/build/first-load.test.ts).
const SCHEMA_MODULES =
  /node_modules[\\/]zod[\\/](index\.js|v4[\\/](index\.js|classic[\\/]|locales[\\/]|core[\\/](to-json-schema|json-schema-processors|json-schema-generator)\.js))|[\\/]shared[\\/]src[\\/](schemas[\\/](index|common|confirmation|customer|extra-day-decision|staff-alert|rooms|responses|payment|notices)\.ts|(date-schemas|facility-hours-schemas|rooms|confirmation-rules|expected-days)\.ts)/;
// The other schemas: the payloads and answers of forms, settings, money and the family's pages.
// Each is built as its module runs, so they wait for the first screen that uses one rather than
// being built as every staff screen starts (decision 054).
const SCREEN_SCHEMA_MODULES =
  /[\\/]shared[\\/]src[\\/](schemas[\\/](?!kiosk-answers\.ts|portal-answers\.ts)|ledger[\\/]|(billing-periods|room-plan|ratio-timeline)\.ts)/;
// zod's core and zod/mini and the schemas written with it: My Account validates with these before
// it shows; the kiosk's PIN pad shows without them, and they download once the pad is up.
const VALIDATION_MODULES =
  /node_modules[\\/]zod[\\/]|[\\/]shared[\\/]src[\\/](money-schemas|directory-entry|schemas[\\/]portal-answers)\.ts$/;
// What the kiosk reads its answers and PINs with, after its PIN pad shows.
const KIOSK_ANSWERS_MODULES =
  /[\\/]shared[\\/]src[\\/](pin-schemas|schemas[\\/]kiosk-answers)\.ts$/;
// The shared rules (all of shared but what reads or writes documents and the schemas), and the
// browser's online state and idle moments, which screens without documents (the kiosk) use too. zod's switch that turns its
// code generation off comes with the app's start (main.tsx imports it first), before any schema
// is built.
const SHARED_MODULES =
  /[\\/]shared[\\/]src[\\/](?!docs[\\/]|day-record[\\/]|attendance-commands\.ts|access\.ts)|[\\/]web[\\/]src[\\/]lib[\\/](connection|when-idle)\.ts$/;

// In development the API and the sync endpoint run on the Cubby server; Vite proxies to it.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    pruneRadixCss(),
    radixThemeWithoutTooltip(),
    runChunkFirst(),
    VitePWA({
      registerType: 'autoUpdate',
      // The app shell is cached so a signed-in tablet opens with no network at all; data comes
      // from IndexedDB (Yjs) and the API, never from this cache.
      workbox: {
        navigateFallback: '/index.html',
        // /checkout is asked of the server whenever it can answer: its headers carry the only
        // policy that lets Stripe's card form load (decision 015), which the cached app page
        // does not. Offline it opens as it was last seen.
        navigateFallbackDenylist: [/^\/api\//, /^\/sync\//, /^\/checkout\/?$/],
        runtimeCaching: [
          {
            // The pattern is written again, not shared: workbox copies this function's source
            // into sw.js, where nothing of this file exists.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && /^\/checkout\/?$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: { cacheName: 'checkout-page', networkTimeoutSeconds: 5 },
          },
        ],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
      manifest: {
        name: 'Cubby',
        short_name: 'Cubby',
        description: 'Professional time tracking and payment management for day care facilities',
        theme_color: '#2f6f4f',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
    }),
  ],
  build: {
    // No <link rel="modulepreload"> for a lazy chunk's imports: Chromium compiled each on the main
    // thread as the link was added, 190 ms of one task at a phone's speed as a staff screen
    // started; the browser finds the imports itself and compiles them off the main thread
    // (decision 045, 2026-11-27 second section).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React on its own, which the page runs in a task before the app's (decision 057).
            { name: FIRST_CHUNK, test: REACT_MODULES, priority: 4 },
            // The rest of what the first paint needs (the router, Radix, the sign-in screen) in one
            // file rather than a dozen: a phone on a slow network pays a round trip per file.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !OVERLAY_MODULES.test(id),
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // Documents and their sync: every staff screen and the parent's portal need them; the
            // sign-in screen, the parent's account and the kiosk do not.
            { name: 'sync', test: SYNC_MODULES, priority: 1 },
            // Validation and the shared rules: every signed-in screen needs them, the sign-in
            // screen none. Captured before the documents, which import them; the classic schemas
            // before the rest, so the kiosk and the parent's account take only the rest.
            {
              name: 'schemas',
              test: SCHEMA_MODULES,
              priority: 2.5,
              includeDependenciesRecursively: false,
            },
            {
              name: 'screen-schemas',
              test: SCREEN_SCHEMA_MODULES,
              priority: 2.4,
              includeDependenciesRecursively: false,
            },
            // The kiosk's answers apart from My Account's: neither screen needs the other's.
            {
              name: 'kiosk-answers',
              test: KIOSK_ANSWERS_MODULES,
              priority: 2.3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'validation',
              test: VALIDATION_MODULES,
              priority: 2.2,
              includeDependenciesRecursively: false,
            },
            { name: 'shared', test: SHARED_MODULES, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/sync': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
