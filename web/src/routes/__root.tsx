import { Theme } from '@radix-ui/themes';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { NotFoundCard } from '../components/not-found-card.tsx';
import { lazyScreen } from '../lib/lazy-screen.ts';
import { currentToasts, subscribeToasts } from '../lib/toast-store.ts';
import { whenIdle } from '../lib/when-idle.ts';

// The toast area downloads once the first screen is up, or as soon as a toast is asked for: no
// screen needs it to show (decision 045). A toast asked for meanwhile waits in the store.
const toaster = lazyScreen(async () => (await import('../components/toaster.tsx')).Toaster);

function useToasterWanted(): boolean {
  const asked = useSyncExternalStore(subscribeToasts, () => currentToasts().length > 0);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return asked || idle;
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

function Root() {
  const toasterWanted = useToasterWanted();
  return (
    <Theme accentColor="jade" grayColor="sage" radius="medium">
      {/* A screen showing dates on a device that never knew the facility's zone waits for
          the server to name it (decision 047); the app's name shows meanwhile. */}
      <Suspense fallback={<p className="boot-splash">Cubby</p>}>
        <Outlet />
      </Suspense>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <toaster.Screen />
        </Suspense>
      ) : null}
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
