/**
 * @module
 * The REST calls the operations tests make, as the web app makes them: sign in, then JSON with a
 * bearer token.
 */
import { ACCOUNTS } from './cubby-process.ts';

/** Calls the API and returns the parsed JSON; throws with the answer when it is not a 2xx. */
export async function callApi<T = unknown>(
  baseUrl: string,
  method: string,
  apiPath: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Signs the staff or owner account in and returns its session token. */
export async function signIn(baseUrl: string, role: 'staff' | 'owner'): Promise<string> {
  const route = role === 'staff' ? '/api/login' : '/api/owner-login';
  const { token } = await callApi<{ token: string }>(baseUrl, 'POST', route, {
    body: ACCOUNTS[role],
  });
  return token;
}

/** Creates a customer the way Add New Customer does and returns its id. */
export async function addCustomer(baseUrl: string, staffToken: string, name: string) {
  const created = await callApi<{ id: string }>(baseUrl, 'POST', '/api/customers', {
    token: staffToken,
    body: { name, email: '', phone: '', hourlyRate: '12.50' },
  });
  return created.id;
}
