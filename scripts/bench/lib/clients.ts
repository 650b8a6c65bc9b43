/**
 * @module
 * Devices as the app runs them: one stock y-websocket WebsocketProvider per document, as DESIGN
 * section 3 promises works unchanged. Close codes are kept, because a reconnect in the middle of
 * a run would otherwise hide inside the latency figures.
 */
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

/** One device with one document open. */
export interface SyncClient {
  label: string;
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Close codes of every connection the provider lost (null: closed by the provider itself). */
  closes: Array<number | null>;
}

/**
 * Opens a document on a new provider; it starts connecting at once. Servers that ask for no
 * credentials (the reference servers bench:sync-compare runs) get a null token.
 */
export function connectClient(
  wsUrl: string,
  docName: string,
  token: string | null,
  label: string,
): SyncClient {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(wsUrl, docName, doc, {
    params: token === null ? {} : { token },
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  const client: SyncClient = { label, doc, provider, closes: [] };
  provider.on('connection-close', (event) => client.closes.push(event?.code ?? null));
  return client;
}

/** Resolves once every client has synced; rejects naming the ones that did not, and why. */
export function waitForAllSynced(clients: SyncClient[], timeoutMs: number): Promise<void> {
  return waitForEvery(clients, whenSynced, timeoutMs);
}

/** What a report of clients that did not sync names. */
export interface NamedClient {
  label: string;
  closes: Array<number | null>;
}

/**
 * Resolves once `whenSynced` said yes for every client; rejects naming the ones it did not, and
 * the close codes they got.
 */
export async function waitForEvery<T extends NamedClient>(
  clients: T[],
  whenSynced: (client: T, timeoutMs: number) => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const results = await Promise.all(clients.map((client) => whenSynced(client, timeoutMs)));
  const stragglers = clients.filter((_, index) => !results[index]);
  if (stragglers.length === 0) return;
  const examples = stragglers
    .slice(0, 5)
    .map((client) => `${client.label} (closes: ${client.closes.join(', ') || 'none'})`);
  throw new Error(
    `${stragglers.length} of ${clients.length} clients did not sync (waited at most ` +
      `${timeoutMs} ms), e.g. ${examples.join('; ')}`,
  );
}

// A 44xx close (refused, forbidden, too many connections) makes the stock provider give up,
// so there is no point waiting out the timeout for it.
function whenSynced(client: SyncClient, timeoutMs: number): Promise<boolean> {
  if (client.provider.synced) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const onSync = (synced: boolean) => {
      if (synced) done(true);
    };
    const onGaveUp = () => done(false);
    const done = (synced: boolean) => {
      clearTimeout(timer);
      client.provider.off('sync', onSync);
      client.provider.off('closed', onGaveUp);
      resolve(synced);
    };
    client.provider.on('sync', onSync);
    client.provider.on('closed', onGaveUp);
  });
}

/** Clients that lost their connection at least once, for the report. */
export function droppedClients(clients: SyncClient[]): SyncClient[] {
  return clients.filter((client) => client.closes.length > 0);
}

/** Closes the connections and frees the documents (which also stops their awareness timers). */
export function destroyClients(clients: SyncClient[]): void {
  for (const client of clients) {
    client.provider.destroy();
    client.doc.destroy();
  }
}
