/**
 * @module
 * The people bench:web opens screens as, on a server it seeds over the API: a staff session, a
 * parent who has chosen a password, a kiosk made by staff, and as many families as the audited
 * screen should show (the attendance grid is audited with 30 and with 100).
 */
import { signInOver } from './deployed-server.ts';
import { BENCH_ACCOUNTS } from './seed-history.ts';

const PARENT_PASSWORD = 'bench-parent-password';

/** Who the pages are opened as. */
export interface Sessions {
  staffToken: string;
  staffUser: unknown;
  parentToken: string;
  kioskToken: string;
}

type Call = <T>(apiPath: string, body: unknown, token?: string) => Promise<T>;

function caller(baseURL: string, staffToken: string): Call {
  return async <T>(apiPath: string, body: unknown, token = staffToken): Promise<T> => {
    const response = await fetch(`${baseURL}${apiPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${apiPath}: ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/**
 * Adds families until the centre has `total`, numbered from `from`; answers the first new
 * family's parent login.
 */
export async function addFamilies(
  baseURL: string,
  staffToken: string,
  from: number,
  total: number,
): Promise<{ username: string; password: string } | undefined> {
  const call = caller(baseURL, staffToken);
  let firstLogin: { username: string; password: string } | undefined;
  for (let i = from; i <= total; i++) {
    const created = await call<{ login: { username: string; password: string } }>(
      '/api/customers',
      { name: `Family ${String(i).padStart(3, '0')}`, email: '', phone: '', hourlyRate: '12.50' },
    );
    firstLogin ??= created.login;
  }
  return firstLogin;
}

/** `families` families, a parent of the first who has set a password, and a kiosk. */
export async function setUpSessions(baseURL: string, families: number): Promise<Sessions> {
  const staffToken = await signInOver(baseURL, 'staff', BENCH_ACCOUNTS.staff);
  const call = caller(baseURL, staffToken);
  const parentLogin = await addFamilies(baseURL, staffToken, 1, families);
  if (!parentLogin) throw new Error('no family was created');
  const { username, password } = parentLogin;
  const { token: parentToken } = await call<{ token: string }>('/api/customer/login', {
    username,
    password,
  });
  await call('/api/customer/change-password', { newPassword: PARENT_PASSWORD }, parentToken);
  const { token: kioskToken } = await call<{ token: string }>('/api/kiosk/devices', {
    name: 'Front door (bench)',
  });
  const staffUser = await (
    await fetch(`${baseURL}/api/user`, { headers: { Authorization: `Bearer ${staffToken}` } })
  ).json();
  return { staffToken, staffUser, parentToken, kioskToken };
}
