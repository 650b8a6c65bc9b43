/**
 * @module
 * The built web app: its files, and index.html for every other path so the client router can
 * answer (including its 404 card). Vite names each file under /assets by a hash of its content,
 * so a browser may keep those for good; index.html and the service worker are asked again on
 * every start, so a new release reaches devices.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

const HASHED_ASSETS = '/assets/';
const KEEP = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Serves `webDir` (which holds index.html) on `app`, after the API routes. */
export function serveWebApp(app: Hono<AppEnv>, webDir: string): void {
  const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  // Set before the file is read: serveStatic builds its response before any hook after it.
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    c.header('Cache-Control', c.req.path.startsWith(HASHED_ASSETS) ? KEEP : REVALIDATE);
    await next();
  });
  app.use('*', serveStatic({ root: webDir }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    // A missing asset gets the app's page, which must not be kept under the asset's name.
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml);
  });
}
