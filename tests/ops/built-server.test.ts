/**
 * The server as it is deployed runs built (sync-server/dist, decision 044): the bundle must do
 * everything the source does, the parts it loads late (pdfkit) and the files it finds at run time
 * (migrations) included. `pnpm dev` still runs the source.
 */
import { rmSync } from 'node:fs';
import { docNames, getStaffNote, setStaffNote } from '@cubby/shared/docs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDevice, waitFor } from '../sync/support/clients.ts';
import { type CubbyProcess, makeTempDir, startCubby } from './support/cubby-process.ts';
import { callApi, signIn } from './support/rest-client.ts';

const NOTE_ID = '7d0c9a52-3e41-4b8f-9c2d-5a6b7c8d9e01';

describe('the built server', () => {
  const dirs: string[] = [];
  const servers: CubbyProcess[] = [];
  const start = (entry: Parameters<typeof startCubby>[2]) => {
    const dataDir = makeTempDir();
    dirs.push(dataDir);
    return startCubby(dataDir, { LOG_LEVEL: 'error' }, entry).then((server) => {
      servers.push(server);
      return server;
    });
  };
  afterAll(async () => {
    for (const server of servers) await server.killTree();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts as the image starts it, migrates, serves REST, a PDF and a live document, and exits 0 on SIGTERM', async () => {
    const server = await start('sync-server/dist/serve.js');
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);

    const staff = await signIn(server.url, 'staff');
    const owner = await signIn(server.url, 'owner');
    const { familyId } = await callApi<{ familyId: string }>(server.url, 'POST', '/api/customers', {
      token: staff,
      body: { name: 'Built Family', email: '', phone: '', hourlyRate: '12.50' },
    });
    // pdfkit is loaded at the first PDF, from node_modules beside the bundle.
    const pdf = await fetch(`${server.url}/api/families/${familyId}/tax-statements/2026.pdf`, {
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const docName = docNames.week('2026-11-16');
    const writer = await openDevice(server.wsUrl, docName, staff);
    const reader = await openDevice(server.wsUrl, docName, staff);
    setStaffNote(writer.doc, NOTE_ID, 'Spare jumpers in the cubby');
    await waitFor(
      () => getStaffNote(reader.doc, NOTE_ID) === 'Spare jumpers in the cubby',
      'the note at the other device',
    );
    writer.destroy();
    reader.destroy();

    expect(await server.stop()).toBe(0);
  });

  it('also starts from source, as `pnpm dev` runs it', async () => {
    const server = await start('sync-server/src/main.ts');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});
