/**
 * @module
 * The accounts the browser tests' server is started with.
 */

/** The port of the browser tests' server (E2E_PORT overrides it, to run two suites at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4599);

/** Known passwords, so tests sign in as a person would. */
export const E2E_ACCOUNTS = {
  staff: { username: 'frontdesk', password: 'frontdesk-password-1' },
  owner: { username: 'owner', password: 'owner-password-1' },
  customerDefaultPassword: 'welcome-1',
} as const;
