/**
 * @module
 * Whether a parent is signed in (GET /api/customer/auth, spec section 3's customer auth
 * response, with the family's children and the parent's own contact of DESIGN section 7). The
 * parent's session lives in the httpOnly cookie the login sets, so every portal call sends no
 * bearer token. The last answer that said "signed in" is kept on the phone, so a portal opened
 * with no signal still shows the family's schedule from its local copies.
 */
import { CUSTOMER_PROFILE_STORAGE_KEY } from '@cubby/shared/constants';
import { type DirectoryEntry, directoryEntrySchema } from '@cubby/shared/directory-entry';
import { type OwnContactResponse, ownContactResponseSchema } from '@cubby/shared/schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest, isNetworkError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { SESSION_READ } from './portal-screens.ts';

/** One child of the signed-in family as the portal needs it: id, name and default days. */
export type PortalCustomer = Omit<DirectoryEntry, 'hourlyRate'>;

/** The signed-in family: its first child (the spec's customer), every child, and the parent. */
export interface PortalFamily {
  customer: PortalCustomer;
  /** Every child, first added first; a family of one holds just `customer`. */
  children: PortalCustomer[];
  /** The parent's own contact; null for a login no contact is linked to. */
  contact: OwnContactResponse | null;
}

const portalCustomerSchema = z.omit(directoryEntrySchema, { hourlyRate: true });

/**
 * What GET /api/customer/auth (and a login) tells the portal. `requiresWelcomeCode`: the first
 * password change also asks for the welcome code on the family's sheet (decision 068).
 */
export type CustomerAuth =
  | { isAuthenticated: false }
  | ({
      isAuthenticated: true;
      requiresPasswordChange: boolean;
      requiresWelcomeCode: boolean;
    } & PortalFamily);

/** No parent signed in. */
export const SIGNED_OUT: CustomerAuth = { isAuthenticated: false };

/** The query key of the parent's session. */
export const CUSTOMER_AUTH_KEY = [SESSION_READ.url] as const;

/**
 * Reads an auth answer (from the server or the phone's storage), keeping only what the portal
 * uses: the server's children carry contact and payment fields the phone has no need to store.
 * A profile saved before families has no children and no contact: it reads as a family of one
 * until the server is asked again.
 */
export function toCustomerAuth(value: unknown): CustomerAuth | null {
  if (typeof value !== 'object' || value === null) return null;
  const answer = value as {
    isAuthenticated?: unknown;
    requiresPasswordChange?: unknown;
    requiresWelcomeCode?: unknown;
    customer?: unknown;
    children?: unknown;
    contact?: unknown;
  };
  if (answer.isAuthenticated !== true) return SIGNED_OUT;
  const customer = portalCustomerSchema.safeParse(answer.customer);
  if (!customer.success) return null;
  const children = z.array(portalCustomerSchema).safeParse(answer.children);
  const contact = ownContactResponseSchema.safeParse(answer.contact);
  return {
    isAuthenticated: true,
    requiresPasswordChange: answer.requiresPasswordChange === true,
    requiresWelcomeCode: answer.requiresWelcomeCode === true,
    customer: customer.data,
    children: children.success && children.data.length > 0 ? children.data : [customer.data],
    contact: contact.success ? contact.data : null,
  };
}

/** Keeps a signed-in answer on the phone, or forgets it (signed out). */
export function rememberCustomerAuth(auth: CustomerAuth): void {
  if (!auth.isAuthenticated) {
    localStorage.removeItem(CUSTOMER_PROFILE_STORAGE_KEY);
    return;
  }
  localStorage.setItem(CUSTOMER_PROFILE_STORAGE_KEY, JSON.stringify(auth));
}

/**
 * Ends the session on this phone (the server said it is over): the gate then asks for a login,
 * and a toast says why, since the parent did not sign out. Said once, however many of the
 * family's documents or requests learn of it.
 */
export function forgetCustomerSession(queryClient: QueryClient): void {
  const wasSignedIn = queryClient.getQueryData<CustomerAuth>(CUSTOMER_AUTH_KEY)?.isAuthenticated;
  rememberCustomerAuth(SIGNED_OUT);
  queryClient.setQueryData(CUSTOMER_AUTH_KEY, SIGNED_OUT);
  if (wasSignedIn) toast({ title: 'Signed Out', description: SESSION_ENDED });
}

/** Why a parent who did not sign out is asked to sign in again. */
export const SESSION_ENDED =
  'Your session ended, for example because the password was changed on another device. Please sign in again.';

function savedCustomerAuth(): CustomerAuth {
  try {
    const saved = localStorage.getItem(CUSTOMER_PROFILE_STORAGE_KEY);
    return (saved && toCustomerAuth(JSON.parse(saved))) || SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

async function fetchCustomerAuth(): Promise<CustomerAuth> {
  try {
    const answer = await apiRequest('GET', CUSTOMER_AUTH_KEY[0], undefined, { token: 'none' });
    const auth = toCustomerAuth(answer) ?? SIGNED_OUT;
    rememberCustomerAuth(auth);
    return auth;
  } catch (error) {
    // No network: the phone's last answer stands until the server can be asked again.
    if (isNetworkError(error)) return savedCustomerAuth();
    throw error;
  }
}

/** The parent's session: pending while asked, then signed in or out. */
export function useCustomerAuth() {
  return useQuery({ queryKey: CUSTOMER_AUTH_KEY, queryFn: fetchCustomerAuth });
}
