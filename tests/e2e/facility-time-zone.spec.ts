/**
 * One facility clock (DESIGN section 7): the server runs in UTC as the Docker image does, the
 * facility is in Los Angeles or Sydney, and the tablet in another zone again. A check-in at 07:30
 * and a check-out at 16:30 on the facility's clock land on the facility's date on every screen
 * and every REST read; a Sunday-night check-in belongs to the week before; a week with a
 * daylight-saving change prices its hours as the wall clock shows them.
 *
 * Each case starts its own server (the suite's shares one zone) and sets the tablet's clock with
 * Playwright's clock, so the cases run on fixed facility dates whatever day the suite runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { KIOSK_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';
import {
  addDays,
  formatDisplayDate,
  formatShortDate,
  formatWeekRange,
  mondayOf,
  weekDates,
} from '@cubby/shared/dates';
import { facilityClock, facilityToday, instantAt } from '@cubby/shared/facility-clock';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { collectedWithoutName } from './support/attendance.ts';
import { enterOwnerCredentials } from './support/owner.ts';

const MAIN = path.resolve(import.meta.dirname, '../../sync-server/src/main.ts');

interface FacilityServer {
  url: string;
  api: APIRequestContext;
  staff: string;
  owner: string;
  close(): Promise<void>;
}

/** A server of its own, in UTC, whose facility is in `timeZone`. */
async function startFacilityServer(timeZone: string): Promise<FacilityServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cubby-zone-'));
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      TZ: 'UTC',
      FACILITY_TIME_ZONE: timeZone,
      STAFF_USERNAME: E2E_ACCOUNTS.staff.username,
      STAFF_PASSWORD: E2E_ACCOUNTS.staff.password,
      OWNER_USERNAME: E2E_ACCOUNTS.owner.username,
      OWNER_PASSWORD: E2E_ACCOUNTS.owner.password,
      CUSTOMER_DEFAULT_PASSWORD: E2E_ACCOUNTS.customerDefaultPassword,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}`)));
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const port = /listening on http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
  });
  const api = await playwrightRequest.newContext({ baseURL: url });
  const tokenOf = async (route: string, account: { username: string; password: string }) => {
    const response = await api.post(route, { data: account });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { token: string }).token;
  };
  return {
    url,
    api,
    staff: await tokenOf('/api/login', E2E_ACCOUNTS.staff),
    owner: await tokenOf('/api/owner-login', E2E_ACCOUNTS.owner),
    async close() {
      await api.dispose();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function addChild(server: FacilityServer, name: string): Promise<string> {
  const response = await server.api.post('/api/customers', {
    headers: { Authorization: `Bearer ${server.staff}` },
    data: { name, email: '', phone: '', hourlyRate: '12.50' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function getJson<T>(server: FacilityServer, url: string, token: string): Promise<T> {
  const response = await server.api.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** A tablet in `browserZone`, signed in as staff. */
async function openTablet(
  browser: Browser,
  server: FacilityServer,
  browserZone: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, timezoneId: browserZone });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByLabel('Username').fill(E2E_ACCOUNTS.staff.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ACCOUNTS.staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeHidden();
  return page;
}

/** Sets the tablet's clock to `time` on the facility's `date`, then reloads the dashboard. */
async function atFacilityTime(page: Page, zone: string, date: string, time: string) {
  await page.clock.setFixedTime(instantAt(date, time, zone));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Check-in/Check-out' })).toBeVisible();
}

async function deskAction(page: Page, name: string, action: 'Check In' | 'Check Out') {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const row = page.getByRole('list', { name: 'Customers' }).getByRole('listitem').filter({
    hasText: name,
  });
  await row.getByRole('button', { name: action }).click();
  if (action === 'Check Out') await collectedWithoutName(page, name);
  return row;
}

interface WeeklyRow {
  customer: { id: string };
  attendance: Record<string, { arrivalTime: string | null; departureTime: string | null }>;
}
interface FinancialRow {
  customer: { id: string };
  weeklyCost: number;
}
interface Report {
  attendance: Array<{ date: string; hours: number; cost: number }>;
}

/** A day at the desk: in at 07:30, out at 16:30, on the facility's clock. */
async function attendDay(page: Page, zone: string, name: string, date: string) {
  await atFacilityTime(page, zone, date, '07:30');
  const row = await deskAction(page, name, 'Check In');
  await expect(row).toContainText('Since 7:30 AM');
  await atFacilityTime(page, zone, date, '16:30');
  await deskAction(page, name, 'Check Out');
  await expect(row.getByText('Not Checked In')).toBeVisible();
}

for (const { facility, tablet } of [
  { facility: 'America/Los_Angeles', tablet: 'Asia/Tokyo' },
  { facility: 'Australia/Sydney', tablet: 'Europe/London' },
]) {
  test.describe(`a facility in ${facility} with a tablet in ${tablet}`, () => {
    let server: FacilityServer;
    test.beforeAll(async () => {
      server = await startFacilityServer(facility);
    });
    test.afterAll(async () => {
      await server.close();
    });

    test('answers its zone to the browser', async () => {
      const health = await getJson<{ timeZone: string }>(server, '/api/health', server.staff);
      expect(health.timeZone).toBe(facility);
      const user = await getJson<{ timeZone: string }>(server, '/api/user', server.staff);
      expect(user.timeZone).toBe(facility);
    });

    test("puts 07:30 to 16:30 on the facility's date on every screen and read", async ({
      browser,
    }) => {
      const name = `Zone Child ${facility.split('/')[1]}`;
      const id = await addChild(server, name);
      const monday = mondayOf(facilityToday(facilityClock(facility)));
      const page = await openTablet(browser, server, tablet);
      await attendDay(page, facility, name, monday);

      // REST: the grid's week, the owner's financial week and the customer report.
      const weekly = await getJson<WeeklyRow[]>(
        server,
        `/api/attendance/weekly?week=${monday}`,
        server.staff,
      );
      expect(weekly.find((row) => row.customer.id === id)?.attendance[monday]).toMatchObject({
        arrivalTime: '07:30',
        departureTime: '16:30',
      });
      const financial = await getJson<FinancialRow[]>(
        server,
        `/api/financial/weekly?dates=${encodeURIComponent(JSON.stringify(weekDates(monday)))}`,
        server.owner,
      );
      expect(financial.find((row) => row.customer.id === id)?.weeklyCost).toBe(112.5);
      const report = await getJson<Report>(
        server,
        `/api/customer-report?customerId=${id}&startDate=${monday}&endDate=${addDays(monday, 6)}`,
        server.owner,
      );
      expect(report.attendance).toEqual([
        expect.objectContaining({ date: monday, hours: 9, cost: 112.5 }),
      ]);

      // Screens: the grid's week and its Monday cell, and Schedule Overview's week.
      await page.goto('/');
      const cell = page.getByRole('listitem', { name: `Monday ${formatDisplayDate(monday)}` });
      await expect(cell.getByLabel('Present on Monday')).toBeChecked();
      await expect(page.getByText(formatWeekRange(monday)).first()).toBeVisible();
      await page.goto('/schedule');
      await expect(page.getByText(formatWeekRange(monday)).first()).toBeVisible();
      // The owner's financial week opens on the facility's week, the day's cost in it.
      await page.goto('/');
      await page.getByRole('button', { name: 'Financial', exact: true }).click();
      await enterOwnerCredentials(page);
      await expect(page.getByText(`Financial Week of ${formatShortDate(monday)}`)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$112.50');
      await page.context().close();
    });

    test("shows the facility's time on a new tablet before the server names the zone", async ({
      browser,
    }) => {
      // A kiosk that has never heard the facility's zone, on a network that answers slowly: the
      // app starts without waiting, and the clock in the bar waits for the zone, not the
      // tablet's own (decision 047).
      const made = await server.api.post('/api/kiosk/devices', {
        headers: { Authorization: `Bearer ${server.staff}` },
        data: { name: `Zone kiosk ${tablet}` },
      });
      expect(made.ok()).toBe(true);
      const { token } = (await made.json()) as { token: string };
      const context = await browser.newContext({ baseURL: server.url, timezoneId: tablet });
      const page = await context.newPage();
      await page.goto('/api/health');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        KIOSK_TOKEN_STORAGE_KEY,
        token,
      ] as const);
      // Slow, but inside the first start's wait (3 s), after which the tablet's zone would do.
      await page.route('**/api/health', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      const monday = mondayOf(facilityToday(facilityClock(facility)));
      await page.clock.setFixedTime(instantAt(monday, '07:30', facility));
      await page.goto('/kiosk');
      await expect(page.getByRole('heading', { name: 'Type your PIN' })).toBeVisible();
      // Read once, not retried: the first time shown is already the facility's.
      expect(await page.getByRole('banner').locator('time').textContent()).toBe('7:30 AM');
      await context.close();
    });

    test('counts a Sunday-night check-in in the week before', async ({ browser }) => {
      const name = `Sunday Child ${facility.split('/')[1]}`;
      const id = await addChild(server, name);
      const sunday = addDays(mondayOf(facilityToday(facilityClock(facility))), -1);
      const page = await openTablet(browser, server, tablet);
      await atFacilityTime(page, facility, sunday, '23:30');
      await deskAction(page, name, 'Check In');
      await expect(
        page.getByText('Customer checked in successfully', { exact: true }),
      ).toBeVisible();
      // The check-in reaches the server through the week's sync, a moment after the toast.
      const reportedDays = async () => {
        const report = await getJson<Report>(
          server,
          `/api/customer-report?customerId=${id}&startDate=${addDays(sunday, -6)}&endDate=${sunday}`,
          server.owner,
        );
        return report.attendance.map((day) => day.date);
      };
      await expect.poll(reportedDays).toEqual([sunday]);
      expect(mondayOf(sunday)).toBe(addDays(sunday, -6));
      await page.context().close();
    });
  });
}

// Los Angeles falls back on Sunday 2026-11-01; Sydney springs forward on Sunday 2026-10-04.
for (const { facility, tablet, friday } of [
  { facility: 'America/Los_Angeles', tablet: 'Europe/London', friday: '2026-10-30' },
  { facility: 'Australia/Sydney', tablet: 'Asia/Tokyo', friday: '2026-10-02' },
]) {
  test(`prices the days around ${facility}'s clock change as the wall clock shows them`, async ({
    browser,
  }) => {
    const server = await startFacilityServer(facility);
    try {
      const name = `Clock Change ${facility.split('/')[1]}`;
      const id = await addChild(server, name);
      const monday = addDays(friday, 3);
      const page = await openTablet(browser, server, tablet);
      await attendDay(page, facility, name, friday);
      await attendDay(page, facility, name, monday);
      for (const weekStart of [mondayOf(friday), monday]) {
        const financial = await getJson<FinancialRow[]>(
          server,
          `/api/financial/weekly?dates=${encodeURIComponent(JSON.stringify(weekDates(weekStart)))}`,
          server.owner,
        );
        expect(financial.find((row) => row.customer.id === id)?.weeklyCost).toBe(112.5);
      }
      const report = await getJson<Report>(
        server,
        `/api/customer-report?customerId=${id}&startDate=${friday}&endDate=${monday}`,
        server.owner,
      );
      expect(report.attendance.map(({ date, hours }) => [date, hours])).toEqual([
        [friday, 9],
        [monday, 9],
      ]);
      await page.context().close();
    } finally {
      await server.close();
    }
  });
}
