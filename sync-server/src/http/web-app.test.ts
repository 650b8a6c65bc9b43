import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { serveWebApp } from './web-app.ts';

const webDir = mkdtempSync(path.join(tmpdir(), 'cubby-web-app-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Cubby</title>');
writeFileSync(path.join(webDir, 'assets', 'app-D04lkdnf.js'), 'export {};');
writeFileSync(path.join(webDir, 'sw.js'), 'self.skipWaiting();');

const app = new Hono<AppEnv>();
serveWebApp(app, webDir);

afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('serveWebApp', () => {
  it('lets browsers keep the content-hashed assets for good', async () => {
    const response = await app.request('/assets/app-D04lkdnf.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html and the service worker revalidated, so a release reaches devices', async () => {
    // A hashed name that does not exist answers with the app's page: not to be kept either.
    for (const url of ['/', '/index.html', '/sw.js', '/customer-schedule', '/assets/gone-1.js']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Cache-Control'), url).toBe('no-cache');
    }
    expect(await (await app.request('/customer-schedule')).text()).toContain('<title>Cubby');
  });

  it('leaves unknown API paths to the API', async () => {
    expect((await app.request('/api/nothing-here')).status).toBe(404);
  });
});
