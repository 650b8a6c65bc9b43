/**
 * @module
 * What a signed-in staff device holds: the user, and the documents it syncs. The gate shows a
 * spinner while the session loads and the sign-in screen when there is none (spec section 2).
 * The documents' code and each screen's own code load only for someone signed in.
 */
import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
} from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { readToken } from '../../lib/tokens.ts';
import { type StaffUser, useCurrentUser } from './current-user.ts';
import { SignInScreen } from './sign-in-screen.tsx';

const UserContext = createContext<StaffUser | null>(null);

const staffSync = lazyScreen(async () => (await import('./staff-sync.tsx')).StaffSync);

/** The signed-in staff user; only inside a staff screen. */
export function useStaffUser(): StaffUser {
  const user = useContext(UserContext);
  if (!user) throw new Error('useStaffUser needs a StaffGate');
  return user;
}

/** Renders its children for a signed-in staff member, the sign-in screen otherwise. */
function StaffGate({ children, preload }: { children: ReactNode; preload: () => void }) {
  const user = useCurrentUser();
  useEffect(() => {
    // A device with a saved token is almost always signed in: fetch the code while the session
    // is checked rather than after.
    if (!readToken('staff')) return;
    void staffSync.preload();
    preload();
  }, [preload]);
  if (user.isPending) return <AppSpinner label="Checking your session" />;
  if (!user.data) return <SignInScreen />;
  return (
    <UserContext.Provider value={user.data}>
      <Suspense fallback={<AppSpinner label="Checking your session" />}>
        <staffSync.Screen userId={user.data.id}>{children}</staffSync.Screen>
      </Suspense>
    </UserContext.Provider>
  );
}

/**
 * A staff route's component: the gate, then the screen `load` resolves to. The screen's code is
 * fetched only for a signed-in device, so signing in downloads none of the staff app.
 */
export function staffScreen(load: () => Promise<ComponentType>): () => ReactNode {
  const { Screen, preload } = lazyScreen(load);
  return function StaffScreen() {
    return (
      <StaffGate preload={preload}>
        <Screen />
      </StaffGate>
    );
  };
}
