import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@cubby/shared/constants';
import { Theme } from '@radix-ui/themes';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { Tooltip } from 'radix-ui';
import { Suspense } from 'react';
import { NotFoundCard } from '../components/not-found-card.tsx';
import { lazyScreen } from '../lib/lazy-screen.ts';

// The toast area downloads alongside the first screen rather than before it: no screen shows a
// toast before it has rendered, and one asked for meanwhile waits in the store (decision 045).
const toaster = lazyScreen(async () => (await import('../components/toaster.tsx')).Toaster);

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
  return (
    <Theme accentColor="jade" grayColor="sage" radius="medium">
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <Outlet />
        <Suspense fallback={null}>
          <toaster.Screen />
        </Suspense>
      </Tooltip.Provider>
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
