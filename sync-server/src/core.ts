/**
 * @module
 * Everything one Cubby process is made of, without the network: SQLite, accounts, the document
 * registry and the HTTP app. The server listens on top of it; in-process tests call it directly.
 */
import { type FacilityClock, facilityClock } from '@cubby/shared/facility-clock';
import { createApp } from './app.ts';
import { loadPinKey } from './auth/pin-key.ts';
import { type Database_, databaseFile, openDatabase } from './db/client.ts';
import { prepareEveryStatement } from './db/prepared-once.ts';
import { startWalCheckpointer } from './db/wal-checkpointer.ts';
import { ChangeClock } from './http/change-clock.ts';
import { ResponseCache } from './http/response-cache.ts';
import type { AppConfig } from './http/route-deps.ts';
import type { Logger } from './logger.ts';
import { watchReplication } from './replication/watch-replication.ts';
import {
  type AccountsSetup,
  ensureAccounts,
  type GeneratedCredentials,
} from './services/accounts.ts';
import { BillingClock } from './services/billing/billing-clock.ts';
import { carryOverDayPrices } from './services/carry-over-day-prices.ts';
import { watchForgottenStays } from './services/day-records/forgotten-stays.ts';
import { projectDayRecordsOnce } from './services/day-records/project-day-records-once.ts';
import { type DemoSummary, seedDemoRoster } from './services/demo-roster.ts';
import { retireUnguardedSharedPasswords } from './services/first-passwords.ts';
import { adoptPaidFlags } from './services/ledger/adopt-paid-flags.ts';
import { writeEveryFamilysReceipts } from './services/ledger/week-receipts.ts';
import type { OutboxTiming } from './services/mail/mail-outbox.ts';
import { startMail } from './services/mail/start-mail.ts';
import type { Mailer } from './services/mailer.ts';
import { DocRegistry, type RegistryOptions } from './sync/doc-registry.ts';
import { DocStore } from './sync/doc-store.ts';
import { documentHooks } from './sync/hooks/index.ts';

/** How to assemble a process. */
export interface CoreOptions {
  dataDir: string;
  log: Logger;
  registry: RegistryOptions;
  accounts: AccountsSetup;
  config: Omit<AppConfig, 'customerDefaultPassword'>;
  webDir?: string | undefined;
  /** Loads the demo roster into an empty database. */
  seedDemo?: boolean;
  /** How the mail outbox polls and retries; tests shorten it. */
  mailTiming?: Partial<OutboxTiming>;
  /** How often the billing clock looks for statements to make and autopay to charge. */
  billingPollMs?: number;
  /** How often stays left open on an earlier day are closed (decision 069). */
  forgottenStaysPollMs?: number;
  /**
   * Litestream replicates the database to this replica (decision 042): Litestream owns the
   * checkpoints, and the health answer reports the replica's lag.
   */
  replicaUrl?: string | undefined;
}

/** An assembled process. */
export interface Core {
  database: Database_;
  store: DocStore;
  registry: DocRegistry;
  responses: ResponseCache;
  app: ReturnType<typeof createApp>;
  config: AppConfig;
  /** The facility's clock every date rule reads. */
  clock: FacilityClock;
  /** The key of kiosk PIN lookups (`auth/pin-key.ts`). */
  pinKey: Uint8Array;
  /** Passwords this start generated, to print once. */
  generated: GeneratedCredentials;
  /** What the demo seed created, if it ran. */
  demo: DemoSummary | null;
  /** Queues mail (nothing without SMTP). */
  mailer: Mailer;
  /** Sends what the outbox holds now; resolves with how many were sent (0 without SMTP). */
  drainMail(): Promise<number>;
  /** Makes statements and charges autopay (decision 036); tests call its `tick()`. */
  billing: BillingClock;
  /** Stores and compacts every document, then closes SQLite. */
  close(): void;
}

/** Opens the database, ensures the accounts and builds the app. */
export async function createCore(options: CoreOptions): Promise<Core> {
  const database = openDatabase(options.dataDir, { replicated: Boolean(options.replicaUrl) });
  // Under Litestream the log is Litestream's to checkpoint (decision 042).
  const checkpointer = options.replicaUrl
    ? null
    : startWalCheckpointer(databaseFile(options.dataDir), (error) =>
        options.log.warn('db.checkpoint-failed', { error }),
      );
  const replication = options.replicaUrl
    ? watchReplication(options.dataDir, options.replicaUrl)
    : null;
  const store = new DocStore(database.db);
  const clock = facilityClock(options.config.facilityTimeZone);
  const registry = new DocRegistry(
    database.db,
    database.durability,
    store,
    documentHooks,
    options.registry,
    options.log,
    clock,
  );
  const { customerDefaultPassword, generated } = await ensureAccounts(
    database.db,
    options.accounts,
  );
  const config = { ...options.config, customerDefaultPassword };
  // Logins on the shared first password from before welcome codes could be claimed by any
  // parent: their first password ends now (decision 068).
  await retireUnguardedSharedPasswords(database.db, config, options.log);
  // Costs devices wrote into days before decision 067 become the server's kept prices, before
  // the ledger reads any day below.
  carryOverDayPrices(database.db, registry);
  // Every day written from its day record once, its times in visits (decision 069), before the
  // ledger reads any day below.
  projectDayRecordsOnce(database.db, registry, clock);
  // Days ticked paid before the family ledger become its payments (decision 031).
  adoptPaidFlags(database.db);
  // Payments recorded before the weeks kept their receipts reach the owner's dashboard (071).
  writeEveryFamilysReceipts(database.db, registry);
  // At start rather than inside the first check-in's commit (db/prepared-once.ts).
  prepareEveryStatement(database.db);
  // Cached answers hold while SQLite has changed no row (decision 011).
  const responses = new ResponseCache(new ChangeClock(database.sqlite));
  const pinKey = loadPinKey(options.dataDir);
  const mail = startMail(database.db, config, options.log, options.mailTiming);
  const deps = {
    db: database.db,
    registry,
    log: options.log,
    config,
    clock,
    responses,
    pinKey,
    mailer: mail.mailer,
  };
  const app = createApp({
    ...deps,
    webDir: options.webDir,
    replication: () => replication?.status() ?? null,
  });
  const demo = options.seedDemo ? await seedDemoRoster(deps) : null;
  const billing = new BillingClock(deps, options.billingPollMs);
  billing.start();
  const stopForgottenStays = watchForgottenStays(deps, options.forgottenStaysPollMs);
  return {
    database,
    store,
    registry,
    responses,
    app,
    config,
    clock,
    pinKey,
    generated,
    demo,
    mailer: mail.mailer,
    drainMail: mail.drain,
    billing,
    close() {
      billing.stop();
      stopForgottenStays();
      mail.stop();
      replication?.stop();
      registry.unloadAll();
      checkpointer?.close();
      database.close();
    },
  };
}
