import { Theme } from '@radix-ui/themes';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Outlet,
  useLocation,
  useRouterState,
} from '@tanstack/react-router';
import { Suspense, startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { appShell, screenArea } from '../components/app-shell.css.ts';
import { NotFoundCard } from '../components/not-found-card.tsx';
import { firstScreenInSlices } from '../lib/first-screen.ts';
import { lazyScreen } from '../lib/lazy-screen.ts';
import { currentToasts, subscribeToasts } from '../lib/toast-store.ts';
import { toasterArea } from '../lib/toaster-area.ts';

// The toast area mounts once a toast is asked for (lib/toaster-area.ts); the toast waits in the
// store meanwhile.
function useToasterWanted(): boolean {
  const asked = useSyncExternalStore(subscribeToasts, () => currentToasts().length > 0);
  const [wanted, setWanted] = useState(false);
  // Once mounted it stays, so a toast's closing animation and the next toast find it there.
  useEffect(() => {
    if (asked) setWanted(true);
  }, [asked]);
  return asked || wanted;
}

// Loaded on demand: the portal's sign-in is not what a staff device or the 404 card needs.
const customerLogin = lazyScreen(
  async () =>
    (await import('../features/customer-portal/customer-login-screen.tsx')).CustomerLoginScreen,
);

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  notFoundComponent: NotFound,
});

// The first screen mounts in a transition once the router has loaded its code: React renders it
// in slices with the browser let in between. Mounted by the router's own update, which React
// takes through useSyncExternalStore, it rendered in one piece of 75-150 ms on a tablet
// (issue 21). Later screens, and a staff screen first (lib/first-screen.ts), mount as the router
// renders them.
function useFirstScreenMounted(): boolean {
  const loaded = useRouterState({ select: (state) => !state.isLoading });
  const [mounted, setMounted] = useState(() => !firstScreenInSlices());
  useEffect(() => {
    if (loaded && !mounted) startTransition(() => setMounted(true));
  }, [loaded, mounted]);
  return mounted;
}

function Root() {
  const toasterWanted = useToasterWanted();
  const firstScreenMounted = useFirstScreenMounted();
  const splash = <p className="boot-splash">Cubby</p>;
  return (
    // Solid panels: a translucent one blurs what is behind it on every frame, which cost a
    // tablet's tap 40 ms of compositing for a blur of a plain background (decision 053).
    <Theme accentColor="jade" grayColor="sage" radius="medium" panelBackground="solid">
      {/* A screen showing dates on a device that never knew the facility's zone waits for
          the server to name it (decision 047); the app's name shows meanwhile. */}
      {/* The toasts have a strip of their own below the screen, so none covers a button. */}
      <div className={appShell}>
        <div className={screenArea} data-app-screen="">
          <Suspense fallback={splash}>{firstScreenMounted ? <Outlet /> : splash}</Suspense>
        </div>
        {toasterWanted ? (
          <Suspense fallback={null}>
            <toasterArea.Screen />
          </Suspense>
        ) : null}
      </div>
    </Theme>
  );
}

// Any other path starting with /customer falls to the customer login (spec section 2).
function NotFound() {
  const { pathname } = useLocation();
  if (!pathname.startsWith('/customer')) return <NotFoundCard />;
  return (
    <Suspense fallback={null}>
      <customerLogin.Screen />
    </Suspense>
  );
}
