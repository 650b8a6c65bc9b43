import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressApi } from './compress-api.ts';

const big = { rows: Array.from({ length: 200 }, (_, n) => ({ n, name: `Family ${n}` })) };

// As app.ts mounts them: Hono's stream outside, the API's own gzip inside.
function appWith() {
  const app = new Hono();
  app.use('*', compress());
  app.use('/api/*', compressApi());
  app.get('/api/big', (c) => {
    c.header('Set-Cookie', 'a=1');
    c.header('ETag', '"abc"');
    return c.json(big);
  });
  app.get('/api/small', (c) => c.json({ ok: true }));
  app.get('/api/pdf', (c) =>
    c.body(new Uint8Array(COMPRESS_MIN_BYTES * 2), 200, { 'Content-Type': 'application/pdf' }),
  );
  app.get('/api/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });
  return app;
}

describe('compressApi', () => {
  it('gzips a large JSON answer whole, keeping its status, cookies and a weak ETag', async () => {
    const response = await appWith().request('/api/big', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Set-Cookie')).toBe('a=1');
    expect(response.headers.get('ETag')).toBe('W/"abc"');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('sends small answers, binary files and no-transform answers as they are', async () => {
    const app = appWith();
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
    const small = await app.request('/api/small', gzip);
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const pdf = await app.request('/api/pdf', gzip);
    expect(pdf.headers.get('Content-Encoding')).toBeNull();
    expect((await pdf.arrayBuffer()).byteLength).toBe(COMPRESS_MIN_BYTES * 2);
    const kept = await app.request('/api/no-transform', gzip);
    expect(kept.headers.get('Content-Encoding')).toBeNull();
    expect(await kept.json()).toEqual(big);
  });

  it('answers plainly a client that takes no gzip, and leaves deflate to Hono', async () => {
    const app = appWith();
    const plain = await app.request('/api/big', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(big);
    const deflate = await app.request('/api/big', { headers: { 'Accept-Encoding': 'deflate' } });
    expect(deflate.headers.get('Content-Encoding')).toBe('deflate');
  });
});
