/**
 * @module
 * What a signed-in staff device holds: the user, and the documents it syncs. The gate shows a
 * spinner while the session loads and the sign-in screen when there is none (spec section 2).
 * The documents' code and each screen's own code load only for someone signed in. An owner signed
 * in on the sign-in page opens the same screens (decision 072); on the front desk's own, which an
 * owner's session may read but not change, a note says so.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { type StaffUser, useCurrentUser } from '../../lib/current-user.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { StaffUserContext } from '../../lib/staff-user.ts';
import { preloadToasterWhenIdle } from '../../lib/toaster-area.ts';
import { readToken } from '../../lib/tokens.ts';
import { FirstPasswordScreen } from './first-password-screen.tsx';
import { SignInScreen } from './sign-in-screen.tsx';

const staffSync = lazyScreen(async () => (await import('./staff-sync.tsx')).StaffSync);

/** How a staff route's screen is shown. */
export interface StaffScreenOptions {
  /**
   * The screen is the front desk's work (check-ins, attendance, schedules, card payments), which
   * only a staff session may change (spec section 6).
   */
  desk?: boolean;
}

/** Renders its children for a signed-in staff member or owner, the sign-in screen otherwise. */
function StaffGate({
  children,
  preload,
  desk = false,
}: {
  children: ReactNode;
  preload: () => void;
  desk?: boolean;
}) {
  const user = useCurrentUser();
  const data = useSameUser(user.data);
  useEffect(() => {
    // A device with a saved token is almost always signed in: fetch the code while the session
    // is checked rather than after.
    if (!readToken('staff')) return;
    staffSync.preload();
    preload();
  }, [preload]);
  // Check-ins toast offline too: the toast area is fetched while the network is there.
  useEffect(() => preloadToasterWhenIdle(), []);
  if (user.isPending) return <AppSpinner label="Checking your session" />;
  if (!data) return <SignInScreen />;
  // A first password opens nothing but its own change (decision 019).
  if (data.requiresPasswordChange) return <FirstPasswordScreen name={data.name} />;
  return (
    <StaffUserContext.Provider value={data}>
      <Suspense fallback={<AppSpinner label="Checking your session" />}>
        <staffSync.Screen userId={data.id} desk={desk}>
          {children}
        </staffSync.Screen>
      </Suspense>
    </StaffUserContext.Provider>
  );
}

/**
 * The same object for as long as the user's fields are the same: when the server's answer
 * confirms the user remembered on this device, the screens already showing need not all render
 * again (decision 049).
 */
function useSameUser(user: StaffUser | null | undefined): StaffUser | null | undefined {
  const json = user === undefined ? undefined : JSON.stringify(user);
  return useMemo(
    () => (json === undefined ? undefined : (JSON.parse(json) as StaffUser | null)),
    [json],
  );
}

/** A staff route's component, with the download of its screen's code at hand. */
export interface StaffScreenComponent {
  (): ReactNode;
  /** Starts downloading the screen's code on a device with a staff session; nothing otherwise. */
  preloadScreen: () => void;
}

/**
 * A staff route's component: the gate, then the screen `load` resolves to. The screen's code is
 * fetched only for a signed-in device, so signing in downloads none of the staff app.
 */
export function staffScreen(
  load: () => Promise<ComponentType>,
  options: StaffScreenOptions = {},
): StaffScreenComponent {
  const { Screen, preload } = lazyScreen(load);
  function StaffScreen() {
    return (
      <StaffGate preload={preload} desk={options.desk}>
        <Screen />
      </StaffGate>
    );
  }
  return Object.assign(StaffScreen, {
    preloadScreen: () => {
      if (readToken('staff')) preload();
    },
  });
}

/**
 * Starts downloading the code of the staff screen at `pathname`, as the app starts: the router
 * renders a route only after its first tasks have run, and the screen's code used to be asked
 * for only then (decision 049). True when `pathname` is a staff screen's.
 */
export function preloadStaffScreenAt(router: AnyRouter, pathname: string): boolean {
  const [matched] = router.getMatchedRoutes(pathname);
  let staff = false;
  for (const route of matched) {
    const component = route.options.component as Partial<StaffScreenComponent> | undefined;
    if (!component?.preloadScreen) continue;
    component.preloadScreen();
    staff = true;
  }
  return staff;
}
