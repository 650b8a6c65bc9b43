/**
 * @module
 * The settings the owner changes in the app (DESIGN section 7): one row per setting in the
 * `settings` table, its value as JSON; a setting never written reads as its default, the
 * business name as BUSINESS_NAME. Every change is one audit entry naming the settings changed.
 */
import { NEW_CUSTOMER_HOURLY_RATE } from '@cubby/shared/constants';
import {
  DEFAULT_DUE_DAYS,
  DEFAULT_LATE_FEE_GRACE_DAYS,
  FIRST_PASSWORD_MODES,
  type FirstPasswordMode,
  type SettingsResponse,
  type UpdateSettingsPayload,
} from '@cubby/shared/schemas';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import { invalid } from './refusal.ts';
import type { AppConfig } from './service-deps.ts';

type Stored = Omit<SettingsResponse, 'sharedFirstPasswordAvailable'>;

const KEYS = [
  'businessName',
  'address',
  'taxId',
  'billingCycle',
  'dueDays',
  'lateFee',
  'lateFeeGraceDays',
  'defaultHourlyRate',
  'parentFirstPassword',
  'centreNetworks',
] as const satisfies ReadonlyArray<keyof Stored>;

// Stored beside other server values (decision 016's startup clean-up), under a prefix of its own.
const key = (name: string) => `setting.${name}`;

function defaults(config: Pick<AppConfig, 'businessName'>): Stored {
  return {
    businessName: config.businessName,
    address: '',
    taxId: '',
    billingCycle: 'weekly',
    dueDays: DEFAULT_DUE_DAYS,
    lateFee: '0.00',
    lateFeeGraceDays: DEFAULT_LATE_FEE_GRACE_DAYS,
    defaultHourlyRate: NEW_CUSTOMER_HOURLY_RATE,
    // A first password of its own for each login, whatever the environment says: the shared
    // one, with a welcome code beside it, is the owner's choice to make (decision 068).
    parentFirstPassword: 'personal',
    centreNetworks: [],
  };
}

/** Every setting, stored or default. */
export function readSettings(
  db: Pick<Db, 'select'>,
  config: Pick<AppConfig, 'businessName' | 'customerDefaultPassword'>,
): SettingsResponse {
  const values: Stored = defaults(config);
  const rows = db
    .select()
    .from(settings)
    .where(inArray(settings.key, KEYS.map(key)))
    .all();
  for (const row of rows) {
    const name = row.key.slice(key('').length) as keyof Stored;
    const value = parseStored(row.value);
    if (name === 'centreNetworks') {
      if (isTextList(value)) values.centreNetworks = value;
    } else if (typeof value === typeof values[name]) {
      Object.assign(values, { [name]: value });
    }
  }
  const sharedFirstPasswordAvailable = config.customerDefaultPassword !== undefined;
  // Without a shared first password in the environment, every login gets its own, whatever
  // was chosen while there was one.
  if (!FIRST_PASSWORD_MODES.includes(values.parentFirstPassword) || !sharedFirstPasswordAvailable) {
    values.parentFirstPassword = 'personal';
  }
  return { ...values, sharedFirstPasswordAvailable };
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The hourly rate a new child gets when none is given ('12.50'). */
export function defaultHourlyRate(db: Pick<Db, 'select'>, config: AppConfig): string {
  return readSettings(db, config).defaultHourlyRate;
}

/** The first password mode new parent logins get. */
export function firstPasswordMode(db: Pick<Db, 'select'>, config: AppConfig): FirstPasswordMode {
  return readSettings(db, config).parentFirstPassword;
}

/** The centre's own networks, which the sign-in throttle does not count per address. */
export function centreNetworks(db: Pick<Db, 'select'>, config: AppConfig): readonly string[] {
  return readSettings(db, config).centreNetworks;
}

const SHARED_UNAVAILABLE =
  'This server has no shared first password, so each family gets a first password of its own';

/** Changes settings; answers them all. */
export function updateSettings(
  db: Db,
  config: AppConfig,
  patch: UpdateSettingsPayload,
  source: AuditSource,
): SettingsResponse {
  if (patch.parentFirstPassword === 'shared' && config.customerDefaultPassword === undefined) {
    invalid(SHARED_UNAVAILABLE);
  }
  return db.transaction((tx) => {
    const before = readSettings(tx, config);
    const changed = KEYS.filter(
      (name) =>
        patch[name] !== undefined && JSON.stringify(patch[name]) !== JSON.stringify(before[name]),
    );
    for (const name of changed) {
      const value = JSON.stringify(patch[name]);
      tx.insert(settings)
        .values({ key: key(name), value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
        .run();
    }
    if (changed.length > 0) {
      appendAuditBy(tx, source, {
        action: 'settings.changed',
        summary: `Changed the settings: ${changed.join(', ')}`,
        // Which settings changed; the mode of first passwords and the cycle are no free text.
        before: pick(before, changed),
        after: pick(readSettings(tx, config), changed),
      });
    }
    return readSettings(tx, config);
  });
}

// Settings that are choices, prices or networks, not free text: the log keeps their values.
const SETTINGS_IN_THE_LOG: ReadonlySet<keyof Stored> = new Set([
  'billingCycle',
  'dueDays',
  'lateFee',
  'lateFeeGraceDays',
  'defaultHourlyRate',
  'parentFirstPassword',
  'centreNetworks',
]);

function pick(values: Stored, names: readonly (keyof Stored)[]) {
  const safe = names.filter((name) => SETTINGS_IN_THE_LOG.has(name));
  return Object.fromEntries(safe.map((name) => [name, values[name]]));
}

function parseStored(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
