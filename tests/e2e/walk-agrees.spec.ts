/**
 * @module
 * The walk, replayed: a centre's morning on several devices (the kiosk at the door, the desk's
 * tablet, the attendance grid, the owner's laptop, each parent's phone), and after it every view
 * of each child's day says the same thing (decision 069): `GET /api/days/{date}`, the dashboard,
 * the grid's cell, the sign-in sheet, the room's ratio count, the family's ledger and the
 * parent's account. The desk and the grid are used as staff use them; everything else is set up
 * through the API.
 *
 * The browser's clock is set to a school day of this week (today, or this week's Wednesday on a
 * weekend), as in one-day-record.spec.ts; the kiosk signs in at the server's real time, so its
 * child's times are read from the server's answer and then looked for everywhere else (on a
 * weekend that child comes in at the desk).
 */
import { addDays, formatClockTime, mondayOf, weekdayName, weekdayOf } from '@cubby/shared/dates';
import type { DayJson, DaysResponse } from '@cubby/shared/schemas';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { arrivalDialog } from './support/attendance.ts';
import { signInParent, WEEKDAY_NAMES, type WeekdayName } from './support/customer.ts';
import { facilityInstantE2e, facilityTodayE2e } from './support/facility.ts';
import {
  addContactByApi,
  addFamilyByApi,
  TABLET,
  type TestFamily,
  uniqueTag,
} from './support/families.ts';
import { guardianWithPin } from './support/kiosk.ts';
import { ownerToken } from './support/people.ts';
import { parentAnswers } from './support/schedule.ts';
import { signInAsStaff } from './support/staff.ts';

test.use({ viewport: TABLET });

const facilityToday = facilityTodayE2e();
const day = weekdayOf(facilityToday) ? facilityToday : addDays(mondayOf(facilityToday), 2);
const dayName = weekdayName(day) as WeekdayName;
// A PNG of one pixel: the kiosk's signature, as a finger's would arrive.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** What every view must say of one child's day. */
interface Expected {
  family: TestFamily;
  visits: Array<{ arrival: string; departure: string | null }>;
  early: boolean;
  late: boolean;
  /** The day's charge, a decimal string; null while the day is in progress. */
  charge: string | null;
}

/** Sets the browser's clock to `time` on the school day, on the facility's clock. */
async function at(page: Page, time: string): Promise<void> {
  await page.clock.setFixedTime(facilityInstantE2e(day, time));
}

/** The dashboard's quick list row of a child, found by name. */
async function quickRow(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const row = page.getByRole('list', { name: 'Customers' }).getByRole('listitem').filter({
    hasText: name,
  });
  await expect(row).toHaveCount(1);
  return row;
}

async function checkInAtDesk(page: Page, family: TestFamily): Promise<void> {
  const row = await quickRow(page, family.child.name);
  await row.getByRole('button', { name: `Check In ${family.child.name}` }).click();
  await expect(row.getByRole('button', { name: `Check Out ${family.child.name}` })).toBeVisible();
}

/** Checks a child out at the desk, answering "Who is collecting?" with `collector`. */
async function checkOutAtDesk(page: Page, family: TestFamily, collector: string): Promise<void> {
  const row = await quickRow(page, family.child.name);
  await row.getByRole('button', { name: `Check Out ${family.child.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Who is collecting ${family.child.name}?` });
  await dialog
    .getByRole('list', { name: 'May collect' })
    .getByRole('button', { name: new RegExp(collector) })
    .click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: `Check In ${family.child.name}` })).toBeVisible();
}

/** The school day's cell of a child's card on the attendance grid (at `/`). */
async function dayCell(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search customers by name' }).fill(name);
  const cell = page
    .getByRole('article', { name })
    .getByRole('listitem', { name: new RegExp(`^${dayName} `) });
  await expect(cell).toBeVisible();
  return cell;
}

async function dayOf(request: APIRequestContext, token: string, family: TestFamily) {
  const response = await request.get(`/api/days/${day}?customerId=${family.child.id}`, {
    headers: auth(token),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as DaysResponse).children[0] as DayJson;
}

/** '7:50 AM - 5:30 PM', or '8:05 AM - still here': a visit as the grid writes it. */
function shownVisit(visit: { arrival: string; departure: string | null }): string {
  const departure = visit.departure ? formatClockTime(visit.departure) : 'still here';
  return `${formatClockTime(visit.arrival)} - ${departure}`;
}

/** The account's headline on the portal for a family whose only money is this day. */
function portalBalance(charge: string | null): string {
  return charge === null || charge === '0.00' ? 'All paid up' : `You owe $${charge}`;
}

async function portalSays(browser: Browser, family: TestFamily): Promise<string> {
  const context = await browser.newContext();
  try {
    await signInParent(context, family);
    const phone = await context.newPage();
    await phone.goto('/customer-schedule');
    await phone.getByRole('link', { name: 'My Account' }).click();
    const balance = phone.getByTestId('account-balance');
    await expect(balance).toBeVisible();
    return (await balance.textContent()) ?? '';
  } finally {
    await context.close();
  }
}

test('after a morning on the kiosk, the desk and the grid, every view says the same day of each child', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await ownerToken(request);
  const roomName = `Wrens ${uniqueTag()}`;
  const made = await request.post('/api/rooms', {
    headers: auth(owner),
    data: {
      name: roomName,
      minAgeMonths: 0,
      maxAgeMonths: 60,
      childrenPerStaff: 4,
      maxChildren: 8,
    },
  });
  expect(made.status()).toBe(201);
  const room = (await made.json()) as { id: string };
  const names = ['Kia Kiosk', 'Tia Tick', 'Sam Twice', 'Ada Corrected', 'Eli Early', 'Lou Late'];
  const families: TestFamily[] = [];
  for (const name of names) {
    const family = await addFamilyByApi(request, name);
    const moved = await request.patch(`/api/customers/${family.child.id}`, {
      headers: auth(owner),
      data: { roomId: room.id },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    families.push(family);
  }
  const [kia, tia, sam, ada, eli, lou] = families as [
    TestFamily,
    TestFamily,
    TestFamily,
    TestFamily,
    TestFamily,
    TestFamily,
  ];
  const staff = kia.token;
  const guardians = new Map<TestFamily, { id: string; name: string; pin: string }>();
  for (const family of families) guardians.set(family, await guardianWithPin(request, family));
  const guardianOf = (family: TestFamily) => guardians.get(family) as { id: string; name: string };
  const aunt = `Rosa Diaz ${uniqueTag()}`;
  const rosa = await addContactByApi(request, lou, {
    name: aunt,
    relationship: 'aunt',
    roles: ['pickup'],
  });

  // An extra day asked for next week, approved by staff: a family with no day today.
  const dee = await addFamilyByApi(request, 'Dee Extra');
  const nextMonday = addDays(mondayOf(facilityToday), 7);
  const booked = await request.put(`/api/customers/${dee.child.id}/schedule`, {
    headers: auth(staff),
    data: Object.fromEntries(
      WEEKDAY_NAMES.map((weekday) => [`default${weekday}`, weekday !== 'Wednesday']),
    ),
  });
  expect(booked.ok()).toBe(true);
  await parentAnswers(
    { id: dee.child.id, name: dee.child.name, ...dee },
    'extra_day_request',
    { requestExtraDay: addDays(nextMonday, 2), extraDayReason: 'Work trip' },
    nextMonday,
  );
  const decided = await request.post('/api/confirmations/decision', {
    headers: auth(staff),
    data: { customerId: dee.child.id, weekStart: nextMonday, decision: 'approved', message: '' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);

  // The kiosk at the door: Kia's parent types their PIN and signs. The kiosk signs in at the
  // server's real time, so on a weekend (the walk's school day then being this week's Wednesday)
  // Kia comes in at the desk instead, at the walk's first minute.
  const atTheKiosk = day === facilityToday;
  let kiaArrival = '07:47';
  if (atTheKiosk) {
    const kiosk = await request.post('/api/kiosk/devices', {
      headers: auth(staff),
      data: { name: `Front door ${uniqueTag()}` },
    });
    expect(kiosk.status()).toBe(201);
    const kioskToken = ((await kiosk.json()) as { token: string }).token;
    const signed = await request.post('/api/kiosk/check-in', {
      headers: auth(kioskToken),
      data: { pin: guardians.get(kia)?.pin, customerIds: [kia.child.id], signature: SIGNATURE },
    });
    expect(signed.ok(), await signed.text()).toBe(true);
    kiaArrival = (await dayOf(request, staff, kia)).visits[0]?.arrival ?? '';
  }

  // The desk's morning.
  await at(page, '07:47');
  await signInAsStaff(page, '/dashboard');
  await page.goto('/dashboard');
  if (!atTheKiosk) await checkInAtDesk(page, kia);
  await checkInAtDesk(page, sam);
  await at(page, '07:50');
  await checkInAtDesk(page, ada);
  await at(page, '07:51');
  await checkOutAtDesk(page, sam, guardianOf(sam).name);
  await at(page, '08:00');
  // Ada is checked out by mistake; she stays until the party ends.
  await checkOutAtDesk(page, ada, guardianOf(ada).name);
  await checkInAtDesk(page, eli);
  await at(page, '08:05');
  await checkInAtDesk(page, sam);
  await at(page, '09:00');
  await checkInAtDesk(page, lou);

  // Tia was brought in at 8:40 and ticked on the grid half an hour later.
  await at(page, '09:10');
  await page.goto('/');
  const tiaCell = await dayCell(page, tia.child.name);
  await tiaCell.getByRole('checkbox', { name: `Present on ${dayName}`, exact: true }).click();
  const arrival = arrivalDialog(page);
  await arrival.getByLabel('Arrival Time').fill('08:40');
  await arrival.getByRole('button', { name: 'Mark Present' }).click();
  await expect(arrival).toBeHidden();

  await at(page, '11:00');
  await page.goto('/dashboard');
  await checkOutAtDesk(page, eli, guardianOf(eli).name);
  // The wrong child is checked out, and Undo beside her takes it back.
  await at(page, '12:00');
  await checkOutAtDesk(page, lou, aunt);
  await at(page, '12:02');
  const louRow = await quickRow(page, lou.child.name);
  await louRow.getByRole('button', { name: `Undo check-out of ${lou.child.name}` }).click();
  await expect(louRow.getByRole('button', { name: `Check Out ${lou.child.name}` })).toBeVisible();
  await at(page, '17:00');
  await checkOutAtDesk(page, lou, aunt);

  // The evening: Ada's departure corrected on the grid.
  await at(page, '18:00');
  await page.goto('/');
  const adaCell = await dayCell(page, ada.child.name);
  await adaCell.getByRole('button', { name: /^Edit( Times)?$/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Attendance Details' });
  await edit.getByLabel('Departure Time').fill('17:30');
  await edit.getByLabel('Reason for Late Drop-off or Early Pick-up').fill('Stayed for the party');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  const expected: Expected[] = [
    {
      family: kia,
      visits: [{ arrival: kiaArrival, departure: null }],
      early: false,
      late: false,
      charge: null,
    },
    {
      family: tia,
      visits: [{ arrival: '08:40', departure: null }],
      early: false,
      late: false,
      charge: null,
    },
    {
      family: sam,
      visits: [
        { arrival: '07:47', departure: '07:51' },
        { arrival: '08:05', departure: null },
      ],
      early: false,
      late: false,
      charge: null,
    },
    // 580 minutes at 12.50 an hour; 180 minutes; 480 minutes.
    {
      family: ada,
      visits: [{ arrival: '07:50', departure: '17:30' }],
      early: false,
      late: true,
      charge: '120.83',
    },
    {
      family: eli,
      visits: [{ arrival: '08:00', departure: '11:00' }],
      early: true,
      late: false,
      charge: '37.50',
    },
    {
      family: lou,
      visits: [{ arrival: '09:00', departure: '17:00' }],
      early: false,
      late: true,
      charge: '100.00',
    },
  ];
  const collectors = new Map<TestFamily, string>([
    [ada, guardianOf(ada).id],
    [eli, guardianOf(eli).id],
    [lou, rosa.id],
  ]);

  // GET /api/days/{date}, as another program reads the day.
  for (const want of expected) {
    await expect
      .poll(
        async () => {
          const record = await dayOf(request, staff, want.family);
          return {
            present: record.present,
            visits: record.visits.map(({ arrival, departure }) => ({ arrival, departure })),
            early: record.early,
            late: record.late,
            charge: record.charge,
          };
        },
        { message: want.family.child.name },
      )
      .toEqual({
        present: true,
        visits: want.visits,
        early: want.early,
        late: want.late,
        charge: want.charge,
      });
    const collector = collectors.get(want.family);
    if (collector) {
      const record = await dayOf(request, staff, want.family);
      expect(record.visits.at(-1)?.collectedBy, want.family.child.name).toBe(collector);
    }
  }
  const deeDay = await dayOf(request, staff, dee);
  expect(deeDay).toMatchObject({ present: false, visits: [], charge: '0.00' });

  // The grid.
  await page.goto('/');
  for (const want of expected) {
    const cell = await dayCell(page, want.family.child.name);
    await expect(
      cell.getByRole('checkbox', { name: `Present on ${dayName}`, exact: true }),
    ).toBeChecked();
    for (const visit of want.visits) await expect(cell).toContainText(shownVisit(visit));
    const open = want.visits.at(-1)?.departure === null;
    for (const [badge, shown] of [
      ['Early', want.early],
      ['Late', want.late],
      ['In now', open],
    ] as const) {
      await expect(
        cell.getByText(badge, { exact: true }),
        `${want.family.child.name}: ${badge}`,
      ).toHaveCount(shown ? 1 : 0);
    }
  }
  const deeCell = await dayCell(page, dee.child.name);
  await expect(
    deeCell.getByRole('checkbox', { name: `Present on ${dayName}`, exact: true }),
  ).not.toBeChecked();

  // The dashboard: who is in and since when, and the room's ratio count.
  await page.goto('/dashboard');
  const attendees = page.getByRole('list', { name: 'Current attendees' });
  for (const want of [...expected, { family: dee, visits: [] }]) {
    const item = attendees.getByRole('listitem').filter({ hasText: want.family.child.name });
    const last = want.visits.at(-1);
    if (last && last.departure === null) {
      await expect(item).toContainText(`Checked in at ${formatClockTime(last.arrival)}`);
    } else {
      await expect(item).toHaveCount(0);
    }
  }
  const roomCard = page
    .getByRole('list', { name: 'Rooms' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: roomName }) });
  await expect(roomCard).toContainText('3 children · 0 staff');

  // The sign-in sheet: a line per visit, with its times and who collected.
  await page.goto(`/sign-in-sheet?date=${day}`);
  for (const want of [...expected, { family: dee, visits: [] }]) {
    const lines = page.getByRole('row').filter({ hasText: want.family.child.name });
    await expect(lines, want.family.child.name).toHaveCount(want.visits.length);
    for (const [index, visit] of want.visits.entries()) {
      await expect(lines.nth(index)).toContainText(formatClockTime(visit.arrival));
      if (visit.departure)
        await expect(lines.nth(index)).toContainText(formatClockTime(visit.departure));
    }
  }
  await expect(page.getByRole('row').filter({ hasText: lou.child.name })).toContainText(
    `${aunt} (aunt)`,
  );

  // The family's ledger (owner) and the parent's account: the day's charge, nothing while in.
  for (const want of expected) {
    await expect
      .poll(
        async () => {
          const ledger = await request.get(`/api/families/${want.family.familyId}/ledger`, {
            headers: auth(owner),
          });
          expect(ledger.ok()).toBe(true);
          return ((await ledger.json()) as { closingBalance: string }).closingBalance;
        },
        { message: want.family.child.name },
      )
      .toBe(want.charge ?? '0.00');
    expect(await portalSays(browser, want.family), want.family.child.name).toBe(
      portalBalance(want.charge),
    );
  }

  // The approved extra day is on the schedule.
  await page.goto(`/schedule?week=${nextMonday}`);
  const deeRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: dee.child.name }) });
  await expect(deeRow.getByRole('cell').nth(2)).toContainText('Extra day (approved)');
});
