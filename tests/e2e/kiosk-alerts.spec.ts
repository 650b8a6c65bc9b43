/**
 * A kiosk alert reaches every staff device at once (issue 17: "After 5 wrong PINs in a row the
 * kiosk pauses for 5 minutes and staff are alerted"): a staff tablet with a screen open shows
 * an urgent toast and the count on its Alerts button without reloading, and the button lists
 * today's alerts.
 */
import { randomInt } from 'node:crypto';
import { pinProblem } from '@cubby/shared/pin-rules';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { openStaffDevice } from './support/devices.ts';
import { TABLET, uniqueTag } from './support/families.ts';
import { staffToken } from './support/staff.ts';

/** Six random digits the rules accept: a PIN nobody holds, as good as certain. */
function unknownPin(): string {
  for (;;) {
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (pinProblem(pin) === null) return pin;
  }
}

test.use({ viewport: TABLET });

test('five wrong PINs at a kiosk alert the open staff tablet at once', async ({
  browser,
  request,
}) => {
  const desk = await openStaffDevice(browser, '/dashboard');
  const alerts = desk.page.getByRole('button', { name: /^Alerts/ });
  await expect(alerts).toBeVisible();
  // Other tests on this server may have paused kiosks today already.
  const before = Number((await alerts.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);

  const token = await staffToken(request);
  const name = `Hall tablet ${uniqueTag()}`;
  const made = await request.post('/api/kiosk/devices', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name },
  });
  expect(made.status()).toBe(201);
  const kiosk = (await made.json()) as { token: string };
  const pin = unknownPin();
  for (let i = 0; i < 5; i += 1) {
    const wrong = await request.post('/api/kiosk/identify', {
      headers: { Authorization: `Bearer ${kiosk.token}` },
      data: { pin },
    });
    expect(wrong.status()).toBe(401);
  }

  const toast = desk.page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('alert')
    .filter({ hasText: 'Kiosk paused' });
  await expect(toast).toContainText(
    `The kiosk "${name}" is paused for 5 minutes after too many wrong PINs.`,
  );
  const count = before + 1;
  await expect(alerts).toHaveAccessibleName(`Alerts ${count} alert${count === 1 ? '' : 's'} today`);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();

  await alerts.click();
  const dialog = desk.page.getByRole('dialog', { name: "Today's alerts" });
  await expect(dialog.getByRole('listitem').first()).toContainText(name);
  await expect(dialog.getByRole('listitem')).toHaveCount(count);
  await expectAccessible(desk.page, 'the list of today’s alerts');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await desk.context.close();
});
