// First of all, before any module builds a schema: the page's CSP refuses the code zod would
// generate (decision 015).
import './lib/zod-without-eval.ts';
// React starts in a task of its own, before the app's modules run (decision 057).
import './react-first.ts';
// Radix Themes piece by piece: the full styles.css carries all 30 color scales (680 KB); the app
// uses these. A new color prop needs its scale here.
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/jade.css';
import '@radix-ui/themes/tokens/colors/orange.css';
import '@radix-ui/themes/tokens/colors/purple.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/sage.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import './global.css.ts';
import { registerSW } from 'virtual:pwa-register';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadStaffScreenAt } from './features/auth/staff-session.tsx';
import type { EarlyRead } from './lib/api-client.ts';
import { checkKeptTimeZone, loadFacilityTimeZone } from './lib/facility-clock.ts';
import { mountFirstScreenAtOnce } from './lib/first-screen.ts';
import { nextTask } from './lib/next-task.ts';
import { createQueryClient } from './lib/query-client.ts';
import { remembersAParentOrKiosk } from './lib/remembered-session.ts';
import { startRouteAt } from './lib/route-start.ts';
import { askForSchemasFirst } from './lib/schemas-first.ts';
import { readToken } from './lib/tokens.ts';
import { routeTree } from './routeTree.gen.ts';

function createAppRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: false });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The reads the route's screen makes first, started with the app (decision 059). */
    earlyReads?: EarlyRead[];
    /** Starts downloading the route's screen, as the app starts on it (decision 059). */
    preloadScreen?: () => void;
  }
}

// The service worker caches the app shell so a tablet that signed in once opens offline.
registerSW({ immediate: true });
void start();

/**
 * Starts the app in steps, each its own task: on a cheap tablet the modules' own start, the
 * router, the screen's code and React's first render each take tens of milliseconds, and as one
 * task they held the page for 170 ms or more (issue 21).
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A device with a staff session opens a staff screen: its documents' and sync's code downloads
  // (or comes from the service worker's cache) while the app starts, not after the first render
  // (decision 045), and so does the screen's own code (decision 049). The documents open as soon
  // as that code has run, before React renders anything (decision 050).
  const staffSession = readToken('staff') !== null;
  if (staffSession) askForSchemasFirst();
  const staffSync = staffSession ? import('./features/auth/staff-sync.tsx') : null;
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  startRouteAt(router, window.location.pathname);
  const staffStart = staffSync !== null && preloadStaffScreenAt(router, window.location.pathname);
  if (staffStart) {
    // Opening the documents takes the first date's step in a task of its own.
    void staffSync.then(({ openRememberedSession }) => openRememberedSession());
    mountFirstScreenAtOnce();
  }
  await nextTask();
  // The kiosk's and a parent's first screen show dates; the page's first date is a long step,
  // taken here in a task of its own rather than inside the screen's first render (decision 058).
  if (!staffStart && remembersAParentOrKiosk()) {
    checkKeptTimeZone();
    await nextTask();
  }
  // Every date on screen is the facility's: the zone is asked for alongside the first render, and
  // a screen showing dates on a device that never knew it waits for the answer (decision 047).
  loadFacilityTimeZone();
  // A transition: React renders the first screen in slices, letting the browser in between.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
