import { facilityClock } from '@cubby/shared/facility-clock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { listFamilies } from '../queries/families.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createCustomer } from './customers.ts';
import { listFamilyNames } from './family-names.ts';

describe('listFamilyNames', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await createTestApp();
  });

  afterEach(() => app.close());

  it('lists families by name and their children oldest first, as the family records do', async () => {
    const deps = {
      db: app.db,
      registry: app.core.registry,
      config: app.core.config,
      clock: facilityClock(app.core.config.facilityTimeZone),
      log: createLogger('silent'),
    };
    const add = (name: string, familyId?: string) =>
      createCustomer(deps, { name, email: '', phone: '', hourlyRate: '12.50', familyId });
    const { customer: zed } = await add('Zed Young');
    await add('Ada Lovelace');
    await add('Yara Young', zed.familyId ?? undefined);
    await add('Bea Brown');

    const names = listFamilyNames(app.db);
    expect(names.map(({ children }) => children.map(({ name }) => name))).toEqual([
      ['Ada Lovelace'],
      ['Bea Brown'],
      ['Zed Young', 'Yara Young'],
    ]);
    expect(names).toEqual(
      listFamilies(app.db).map(({ family, children }) => ({
        id: family.id,
        name: family.name,
        children: children.map(({ id, name }) => ({ id, name })),
      })),
    );
  });
});
