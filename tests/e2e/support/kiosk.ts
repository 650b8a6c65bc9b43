/**
 * @module
 * The kiosk at the door in browser tests: PINs no other test holds, set through the staff API
 * (a guardian's, or a person's who must not collect), kiosks made through the API and handed to
 * a page, and typing on the kiosk's PIN pad.
 */
import { randomInt } from 'node:crypto';
import { KIOSK_TOKEN_STORAGE_KEY } from '@cubby/shared/constants';
import { pinProblem } from '@cubby/shared/pin-rules';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addContactByApi, type TestFamily, uniqueTag } from './families.ts';

/** A PIN no other test holds: six random digits the rules accept. */
export function freshPin(): string {
  for (;;) {
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (pinProblem(pin) === null) return pin;
  }
}

/** The family's guardian as GET /api/families/{id} lists them, with a fresh PIN set by staff. */
export async function guardianWithPin(
  request: APIRequestContext,
  family: TestFamily,
): Promise<{ id: string; name: string; pin: string }> {
  const headers = { Authorization: `Bearer ${family.token}` };
  const response = await request.get(`/api/families/${family.familyId}`, { headers });
  expect(response.ok()).toBe(true);
  const { contacts } = (await response.json()) as {
    contacts: Array<{ id: string; name: string; roles: string[] }>;
  };
  const guardian = contacts.find((contact) => contact.roles.includes('guardian'));
  if (!guardian) throw new Error('the family has no guardian');
  return {
    id: guardian.id,
    name: guardian.name,
    pin: await setPinByApi(request, family, guardian.id),
  };
}

/** Staff give a contact of the family a fresh temporary PIN; answers the PIN. */
export async function setPinByApi(
  request: APIRequestContext,
  family: TestFamily,
  contactId: string,
): Promise<string> {
  const pin = freshPin();
  const set = await request.put(`/api/families/${family.familyId}/contacts/${contactId}/pin`, {
    headers: { Authorization: `Bearer ${family.token}` },
    data: { pin },
  });
  expect(set.ok()).toBe(true);
  return pin;
}

/** A neighbour added to the family as someone who must not collect, with a fresh PIN. */
export async function barredContactWithPin(
  request: APIRequestContext,
  family: TestFamily,
): Promise<{ id: string; pin: string }> {
  const stranger = await addContactByApi(request, family, {
    name: `Sam Stranger ${uniqueTag()}`,
    relationship: 'Neighbour',
    phone: '555-0199',
    roles: [],
    mustNotCollect: true,
  });
  return { id: stranger.id, pin: await setPinByApi(request, family, stranger.id) };
}

/** Makes a kiosk through the staff API and opens /kiosk on `page` with its token. */
export async function openKioskByApi(
  page: Page,
  request: APIRequestContext,
  staffToken: string,
  name: string,
): Promise<{ deviceId: string }> {
  const response = await request.post('/api/kiosk/devices', {
    headers: { Authorization: `Bearer ${staffToken}` },
    data: { name },
  });
  expect(response.status()).toBe(201);
  const { deviceId, token } = (await response.json()) as { deviceId: string; token: string };
  await page.goto('/kiosk');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    KIOSK_TOKEN_STORAGE_KEY,
    token,
  ] as const);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Type your PIN' })).toBeVisible();
  return { deviceId };
}

/** Types `pin` on the kiosk's pad and presses OK. */
export async function typeKioskPin(page: Page, pin: string): Promise<void> {
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}

/** Draws a zigzag on the signature pad with the mouse, as a finger would. */
export async function drawSignature(page: Page): Promise<void> {
  const box = await page.getByRole('img', { name: 'Signature' }).boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 30 + step * 30, box.y + box.height / 2 + (step % 2 ? -40 : 40), {
      steps: 4,
    });
  }
  await page.mouse.up();
}

/**
 * How many rosters the kiosk keeps in IndexedDB for offline use (0 or 1). Opening a database
 * that does not exist yet would create it empty, before the kiosk could give it its store, so
 * this looks only once the kiosk has made it.
 */
export function cachedRosterCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const made = await indexedDB.databases();
    if (!made.some((database) => database.name === 'cubby-kiosk-roster')) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open('cubby-kiosk-roster');
      open.onsuccess = () => {
        const count = open.result.transaction('roster').objectStore('roster').count();
        count.onsuccess = () => resolve(count.result);
      };
      open.onerror = () => resolve(0);
    });
  });
}
