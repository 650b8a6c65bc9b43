/**
 * @module
 * Clients as devices use them: the stock y-websocket WebsocketProvider, and a raw WebSocket for
 * checks the provider hides (close codes, the first bytes sent).
 */
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

/** A synced document on a stock provider. */
export interface Device {
  doc: Y.Doc;
  provider: WebsocketProvider;
  destroy(): void;
}

/** Opens a document with the stock provider and waits until it has synced. */
export async function openDevice(
  wsUrl: string,
  docName: string,
  token: string,
  options: { doc?: Y.Doc; connect?: boolean; device?: string } = {},
): Promise<Device> {
  const doc = options.doc ?? new Y.Doc();
  const provider = new WebsocketProvider(wsUrl, docName, doc, {
    // A browser sends the id it keeps for itself; the audit log names it.
    params: { token, ...(options.device ? { device: options.device } : {}) },
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    connect: options.connect ?? true,
    // Awareness is not under test here; keep the wire to document sync.
    disableBc: true,
  });
  const device = {
    doc,
    provider,
    destroy() {
      provider.destroy();
      doc.destroy();
    },
  };
  if (options.connect ?? true) await waitForSync(provider);
  return device;
}

/** Resolves when the provider has synced with the server. */
export function waitForSync(provider: WebsocketProvider, timeoutMs = 10_000): Promise<void> {
  if (provider.synced) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('provider did not sync')), timeoutMs);
    const onSync = (synced: boolean) => {
      if (!synced) return;
      clearTimeout(timer);
      provider.off('sync', onSync);
      resolve();
    };
    provider.on('sync', onSync);
  });
}

/** Polls until the check passes or the time runs out. */
export async function waitFor(
  check: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What a raw connection saw until it closed. */
export interface RawOutcome {
  code: number;
  reason: string;
  messages: Uint8Array[];
}

/** A raw WebSocket to the sync endpoint. */
export function openRaw(
  url: string,
  headers: Record<string, string> = {},
): { ws: WebSocket; messages: Uint8Array[]; closed: Promise<RawOutcome>; opened: Promise<void> } {
  const ws = new WebSocket(url, { headers });
  const messages: Uint8Array[] = [];
  ws.on('message', (data: Buffer) => messages.push(new Uint8Array(data)));
  const closed = new Promise<RawOutcome>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), messages }));
    ws.on('error', () => {});
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused with ${response.statusCode}`)),
    );
  });
  return { ws, messages, closed, opened };
}
