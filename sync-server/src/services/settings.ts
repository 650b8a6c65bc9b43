/**
 * @module
 * The settings the owner changes in the app (DESIGN sections 7 and 8): one row per setting in the
 * `settings` table, its value as JSON; a setting never written reads as its default, the
 * business name as BUSINESS_NAME, the hours as the spec's. The centre's hours keep their history
 * (`facility-hours/`), so Settings answer the hours in force on the facility's today. Every
 * change is one audit entry naming the settings changed; the directory document carries new
 * hours to every staff device.
 */
import { NEW_CUSTOMER_HOURLY_RATE } from '@cubby/shared/constants';
import { facilityToday } from '@cubby/shared/facility-clock';
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
import { refreshDirectory } from '../sync/hooks/directory-source.ts';
import { type AuditSource, appendAuditBy } from './audit.ts';
import {
  changeFacilityHours,
  HOURS_SETTINGS,
  type HoursSetting,
  hoursInWords,
  hoursSettingsOn,
  writeFacilityHours,
} from './facility-hours/facility-hours-settings.ts';
import { readFacilityHours } from './facility-hours/read-facility-hours.ts';
import { invalid } from './refusal.ts';
import type { AppConfig, ServiceDeps } from './service-deps.ts';

/** Every setting but the centre's hours, which `readAllSettings` adds. */
export type ProviderSettings = Omit<SettingsResponse, HoursSetting>;

type Stored = Omit<ProviderSettings, 'sharedFirstPasswordAvailable'>;

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
  'requireCollector',
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
    // The spec's call: a check-out over the API may leave out who collects.
    requireCollector: false,
  };
}

/** Every setting but the centre's hours, stored or default. */
export function readSettings(
  db: Pick<Db, 'select'>,
  config: Pick<AppConfig, 'businessName' | 'customerDefaultPassword'>,
): ProviderSettings {
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

/** Every setting, the hours as they are on the facility's today: GET /api/settings. */
export function readAllSettings(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock'>,
): SettingsResponse {
  const { db, config, clock } = deps;
  return {
    ...readSettings(db, config),
    ...hoursSettingsOn(readFacilityHours(db), facilityToday(clock)),
  };
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

/**
 * Changes settings; answers them all. One transaction, one audit entry: the settings changed,
 * their values before and after where they are no free text, the hours in words. New hours or
 * closures reach every staff device through the directory document once stored.
 */
export function updateSettings(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock' | 'registry'>,
  patch: UpdateSettingsPayload,
  source: AuditSource,
): SettingsResponse {
  const { db, config, registry } = deps;
  if (patch.parentFirstPassword === 'shared' && config.customerDefaultPassword === undefined) {
    invalid(SHARED_UNAVAILABLE);
  }
  const today = facilityToday(deps.clock);
  const directoryChanged = db.transaction((tx) => {
    const before = readSettings(tx, config);
    const changedHere = KEYS.filter(
      (name) =>
        patch[name] !== undefined && JSON.stringify(patch[name]) !== JSON.stringify(before[name]),
    );
    for (const name of changedHere) {
      const value = JSON.stringify(patch[name]);
      tx.insert(settings)
        .values({ key: key(name), value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
        .run();
    }
    const hoursBefore = readFacilityHours(tx);
    const hoursAfter = changeFacilityHours(hoursBefore, patch, today);
    writeFacilityHours(tx, hoursBefore, hoursAfter);
    const shownBefore = hoursSettingsOn(hoursBefore, today);
    const shownAfter = hoursSettingsOn(hoursAfter, today);
    const hoursChangedHere = HOURS_SETTINGS.filter(
      (name) => JSON.stringify(shownBefore[name]) !== JSON.stringify(shownAfter[name]),
    );
    const names = [...changedHere, ...hoursChangedHere];
    if (names.length > 0) {
      appendAuditBy(tx, source, {
        action: 'settings.changed',
        summary: `Changed the settings: ${names.join(', ')}`,
        // New hours take effect from this date on; closures are dates of their own.
        date: hoursChangedHere.some((name) => name !== 'closures') ? today : null,
        // Which settings changed; the mode of first passwords and the cycle are no free text.
        before: {
          ...pick(before, changedHere),
          ...hoursInWords(shownBefore, hoursChangedHere),
        },
        after: {
          ...pick(readSettings(tx, config), changedHere),
          ...hoursInWords(shownAfter, hoursChangedHere),
        },
      });
    }
    // The directory carries the hours and requireCollector to every staff device.
    return hoursChangedHere.length > 0 || changedHere.includes('requireCollector');
  });
  if (directoryChanged) {
    refreshDirectory(db, registry.write);
    registry.commit();
  }
  return readAllSettings(deps);
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
  'requireCollector',
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
