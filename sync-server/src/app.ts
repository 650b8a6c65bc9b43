/**
 * @module
 * The Hono app: /api routes, and the built web app with every other path falling back to its
 * index.html so the client router can answer (including its 404 card).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Db } from './db/client.ts';
import { errorMessage, type Logger } from './logger.ts';
import { healthRoutes } from './routes/health.ts';

/** What the routes need from the running server. */
export interface AppDeps {
  db: Db;
  log: Logger;
  /** The built web app (web/dist); absent in API-only tests. */
  webDir?: string;
  documentsLoaded: () => number;
}

/** Builds the HTTP app. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.route('/api', healthRoutes(deps));

  // Error bodies are plain text so the spec's client shows `{status}: {body}` readably.
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    deps.log.error('http.unhandled', { path: c.req.path, error: errorMessage(error) });
    return c.text('Something went wrong on the server', 500);
  });

  if (deps.webDir && existsSync(path.join(deps.webDir, 'index.html'))) {
    const indexHtml = readFileSync(path.join(deps.webDir, 'index.html'), 'utf8');
    app.use('*', serveStatic({ root: deps.webDir }));
    app.get('*', (c) => (c.req.path.startsWith('/api/') ? c.notFound() : c.html(indexHtml)));
  }
  return app;
}
