/**
 * @module
 * What the parents' routes ask the app to start with (decision 059): My Schedule's and My
 * Account's code, downloaded once (the routes' components render them), and the session every
 * portal gate asks for first. The routes name them in their `staticData`, which stays with the
 * app's route tree, so this module is part of the app's first download: keep it small.
 */
import type { EarlyRead } from '../../lib/api-client.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { askForSchemasFirst } from '../../lib/schemas-first.ts';

/** My Account. */
export const accountScreen = lazyScreen(
  async () => (await import('./account-screen.tsx')).AccountScreen,
);

/** My Schedule: its documents, dialogs and validation. */
export const scheduleScreen = lazyScreen(async () => {
  askForSchemasFirst();
  return (await import('./customer-schedule-screen.tsx')).CustomerScheduleScreen;
});

/** The parent's session (customer-auth.ts), which every portal screen's gate waits for. */
export const SESSION_READ: EarlyRead = { url: '/api/customer/auth', token: 'none' };

/** The family's notices, which My Schedule shows (notices-api.ts). */
export const NOTICES_READ: EarlyRead = { url: '/api/customer/notices', token: 'none' };

/** The family's account, which My Account shows (account-api.ts). */
export const ACCOUNT_READ: EarlyRead = { url: '/api/customer/account', token: 'none' };
