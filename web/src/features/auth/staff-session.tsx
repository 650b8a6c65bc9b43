/**
 * @module
 * What a signed-in staff device holds: the user, and the documents it syncs. The gate shows a
 * spinner while the session loads and the sign-in screen when there is none (spec section 2).
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { DocManager, syncUrl } from '../../lib/sync/doc-manager.ts';
import { SyncProvider } from '../../lib/sync/sync-context.tsx';
import { readToken } from '../../lib/tokens.ts';
import { type StaffUser, useCurrentUser } from './current-user.ts';
import { SignInScreen } from './sign-in-screen.tsx';

const UserContext = createContext<StaffUser | null>(null);

/** The signed-in staff user; only inside StaffGate. */
export function useStaffUser(): StaffUser {
  const user = useContext(UserContext);
  if (!user) throw new Error('useStaffUser needs a StaffGate');
  return user;
}

/** Renders its children for a signed-in staff member, the sign-in screen otherwise. */
export function StaffGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) return <AppSpinner label="Checking your session" />;
  if (!user.data) return <SignInScreen />;
  return <StaffSession user={user.data}>{children}</StaffSession>;
}

function StaffSession({ user, children }: { user: StaffUser; children: ReactNode }) {
  const manager = useMemo(
    // Finance documents open with the owner's token (issue 5); every other with the staff one.
    () => new DocManager(syncUrl(), (ref) => readToken(ref.kind === 'finance' ? 'owner' : 'staff')),
    // A new user is a new manager.
    [user.id],
  );
  useEffect(() => {
    // Offline work must survive the browser's storage eviction (DESIGN section 6).
    void navigator.storage?.persist?.();
  }, []);
  return (
    <SyncProvider manager={manager}>
      <UserContext.Provider value={user}>{children}</UserContext.Provider>
    </SyncProvider>
  );
}
