import { randomUUID } from 'node:crypto';
import { listDirectory } from '@cubby/shared/docs';
import { facilityClock } from '@cubby/shared/facility-clock';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerLogins } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../testing/test-app.ts';
import type { RemovalDeps } from './customer-removal.ts';
import { createCustomer, deleteCustomer, updateSchedule } from './customers.ts';
import { verifyPassword } from './passwords.ts';

describe('the customer service', () => {
  let app: TestApp;
  let deps: RemovalDeps;

  beforeEach(async () => {
    app = await createTestApp();
    deps = {
      db: app.db,
      registry: app.core.registry,
      config: app.core.config,
      clock: facilityClock(app.core.config.facilityTimeZone),
      log: createLogger('silent'),
    };
  });

  afterEach(() => app.close());

  const payload = (name: string) => ({ name, email: '', phone: '', hourlyRate: '12.50' });

  it('creates a login with a first password of its own that must be changed', async () => {
    const { customer, login, firstPassword } = await createCustomer(deps, payload('Ada Lovelace'));
    expect(customer).toMatchObject({ name: 'Ada Lovelace', hourlyRateCents: 1250, email: null });
    if (!login) throw new Error('a new family has a login');
    expect(login).toMatchObject({
      familyId: customer.familyId,
      username: 'ada.lovelace',
      requiresPasswordChange: true,
      isActive: true,
    });
    expect(login.passwordHash).not.toContain(firstPassword);
    expect(await verifyPassword(login.passwordHash, firstPassword ?? '')).toBe(true);
    expect(await verifyPassword(login.passwordHash, TEST_PASSWORDS.customerDefault)).toBe(false);
  });

  it('numbers colliding usernames, also when families are added at the same moment', async () => {
    const created = await Promise.all(
      ['Ada Lovelace', 'Ada Lovelace', 'Ada King Lovelace'].map((name) =>
        createCustomer(deps, payload(name)),
      ),
    );
    expect(created.map(({ login }) => login?.username).sort()).toEqual([
      'ada.lovelace',
      'ada.lovelace2',
      'ada.lovelace3',
    ]);
    const nameless = [await createCustomer(deps, payload('???'))];
    nameless.push(await createCustomer(deps, payload('李小龍')));
    expect(nameless.map(({ login }) => login?.username)).toEqual(['family', 'family2']);
  });

  it('frees the username of a deleted family', async () => {
    const { customer } = await createCustomer(deps, payload('Ada Lovelace'));
    deleteCustomer(deps, customer.id);
    const again = await createCustomer(deps, payload('Ada Lovelace'));
    expect(again.login?.username).toBe('ada.lovelace');
    const logins = app.db
      .select()
      .from(customerLogins)
      .where(eq(customerLogins.username, 'ada.lovelace'))
      .all();
    expect(logins.map((login) => login.familyId)).toEqual([again.customer.familyId]);
  });

  it('keeps the directory document in step with creates, schedule edits and deletes', async () => {
    const directory = () => listDirectory(app.core.registry.open({ kind: 'directory' }).ydoc);
    const { customer } = await createCustomer(deps, payload('Ada Lovelace'));
    expect(directory()).toEqual([
      expect.objectContaining({ id: customer.id, defaultMonday: false, hourlyRate: '12.50' }),
    ]);
    updateSchedule(deps, customer.id, {
      defaultMonday: true,
      defaultTuesday: false,
      defaultWednesday: true,
      defaultThursday: false,
      defaultFriday: false,
    });
    expect(directory()[0]).toMatchObject({ defaultMonday: true, defaultWednesday: true });
    deleteCustomer(deps, customer.id);
    expect(directory()).toEqual([]);
  });

  it('refuses unknown customers with a 404', () => {
    const days = {
      defaultMonday: true,
      defaultTuesday: true,
      defaultWednesday: true,
      defaultThursday: true,
      defaultFriday: true,
    };
    expect(() => updateSchedule(deps, randomUUID(), days)).toThrow('Customer not found');
    expect(() => deleteCustomer(deps, randomUUID())).toThrow('Customer not found');
  });
});
