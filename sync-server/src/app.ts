/**
 * @module
 * The Hono app: /api routes, one sub-app per area, and the built web app with every other path
 * falling back to its index.html so the client router can answer (including its 404 card).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './http/app-env.ts';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from './http/busy-database.ts';
import { compressApi } from './http/compress-api.ts';
import { REFUSAL_STATUS } from './http/refusals.ts';
import { requestLog } from './http/request-log.ts';
import type { RouteDeps } from './http/route-deps.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveWebApp } from './http/web-app.ts';
import { guardWrites } from './http/write-guard.ts';
import { errorMessage } from './logger.ts';
import type { ReplicationStatus } from './replication/replica-lag.ts';
import { attendanceRoutes } from './routes/attendance.ts';
import { auditRoutes } from './routes/audit.ts';
import { authRoutes } from './routes/auth.ts';
import { autopayRoutes } from './routes/autopay.ts';
import { confirmationsRoutes } from './routes/confirmations.ts';
import { customerAccountRoutes } from './routes/customer-account.ts';
import { customerPortalRoutes } from './routes/customer-portal.ts';
import { customersRoutes } from './routes/customers.ts';
import { daysRoutes } from './routes/days.ts';
import { familiesRoutes } from './routes/families.ts';
import { financialRoutes } from './routes/financial.ts';
import { healthRoutes } from './routes/health.ts';
import { kioskRoutes } from './routes/kiosk.ts';
import { lateFeesRoutes } from './routes/late-fees.ts';
import { ledgerRoutes } from './routes/ledger.ts';
import { moneyListsRoutes } from './routes/money-lists.ts';
import { notesRoutes } from './routes/notes.ts';
import { noticesRoutes } from './routes/notices.ts';
import { ownFamilyRoutes } from './routes/own-family.ts';
import { paymentsRoutes } from './routes/payments.ts';
import { ratiosRoutes } from './routes/ratios.ts';
import { reportsRoutes } from './routes/reports.ts';
import { roomsRoutes } from './routes/rooms.ts';
import { sessionsRoutes } from './routes/sessions.ts';
import { settingsRoutes } from './routes/settings.ts';
import { signaturesRoutes } from './routes/signatures.ts';
import { staffRoutes } from './routes/staff.ts';
import { statementsRoutes } from './routes/statements.ts';
import { timeClockRoutes } from './routes/time-clock.ts';
import { timesheetRoutes } from './routes/timesheets.ts';
import { Refusal } from './services/refusal.ts';

/** Largest request body accepted; the longest legitimate one is a staff note (100,000 chars). */
export const MAX_BODY_BYTES = 512 * 1024;

/** What the app needs beyond the routes' dependencies. */
export interface AppDeps extends RouteDeps {
  /** The built web app (web/dist); absent in API-only tests. */
  webDir?: string | undefined;
  /** The replica's lag for the health answer; absent or null when nothing is replicated. */
  replication?: (() => ReplicationStatus | null) | undefined;
}

/** Builds the HTTP app. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // First, so the logged duration covers every other middleware (the gzip stream runs after).
  app.use('*', requestLog(deps.log));
  // Every answer, the API's, the web app's files and every error alike (decision 015).
  app.use('*', securityHeaders(deps.config.trustedProxies));
  // Phones on a day-care's Wi-Fi load the app shell and read the API gzipped: the API's whole
  // answers in one call (http/compress-api.ts), anything else through Hono's stream.
  app.use('*', compress());
  app.use('/api/*', compressApi());
  // Before anything reads a body: a write from another page, or one that is not JSON, stops here.
  app.use('/api/*', guardWrites(deps.config.trustedProxies));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.text('The request body is too large', 413),
    }),
  );
  // Every read reflects the latest write (spec section 7: requests disable caching). The cached
  // reads set their own `private, no-cache`: they are revalidated on every request.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.route(
    '/api',
    healthRoutes({
      db: deps.db,
      documentsLoaded: () => deps.registry.size,
      responseCache: () => deps.responses.stats(),
      timeZone: deps.clock.timeZone,
      replication: deps.replication ?? (() => null),
    }),
  );
  for (const routes of [
    authRoutes,
    customerPortalRoutes,
    customersRoutes,
    familiesRoutes,
    ledgerRoutes,
    statementsRoutes,
    lateFeesRoutes,
    ownFamilyRoutes,
    noticesRoutes,
    autopayRoutes,
    customerAccountRoutes,
    sessionsRoutes,
    paymentsRoutes,
    moneyListsRoutes,
    attendanceRoutes,
    daysRoutes,
    financialRoutes,
    reportsRoutes,
    notesRoutes,
    confirmationsRoutes,
    staffRoutes,
    auditRoutes,
    settingsRoutes,
    kioskRoutes,
    signaturesRoutes,
    timeClockRoutes,
    ratiosRoutes,
    roomsRoutes,
    timesheetRoutes,
  ]) {
    app.route('/api', routes(deps));
  }

  // Error bodies are plain text so the spec's client shows `{status}: {body}` readably.
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.text(error.message, error.status);
    if (error instanceof Refusal) return c.text(error.message, REFUSAL_STATUS[error.kind]);
    if (isDatabaseBusy(error)) {
      deps.log.warn('http.database-busy', { path: c.req.path });
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return c.text(BUSY_MESSAGE, 503);
    }
    deps.log.error('http.unhandled', { path: c.req.path, error: errorMessage(error) });
    return c.text('Something went wrong on the server', 500);
  });

  if (deps.webDir && existsSync(path.join(deps.webDir, 'index.html'))) {
    serveWebApp(app, deps.webDir);
  }
  return app;
}
