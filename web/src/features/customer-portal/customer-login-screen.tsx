/**
 * @module
 * (being built with the parents' portal) The customer portal's sign-in.
 */
import { PlaceholderScreen } from '../placeholder-screen.tsx';

/** The customer login screen. */
export function CustomerLoginScreen() {
  return <PlaceholderScreen title="Customer Portal" />;
}
