/**
 * @module
 * The stock protocol clients behind one small interface, so that every workload drives each
 * server through the client its users would run: y-websocket's WebsocketProvider for Cubby and
 * the reference server, @hocuspocus/provider for Hocuspocus. Each client gets a WebSocket of its
 * own, so that connections are counted alike on every server.
 */
import {
  HocuspocusProvider,
  HocuspocusProviderWebsocket,
  WebSocketStatus,
} from '@hocuspocus/provider';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { connectClient, waitForEvery } from '../clients.ts';

/** One device with one document open, whichever client library it speaks through. */
export interface BenchClient {
  readonly label: string;
  readonly doc: Y.Doc;
  /** Close codes of every connection the client lost (null: closed by the client itself). */
  readonly closes: Array<number | null>;
  /** Whether its WebSocket is open. */
  isConnected(): boolean;
  /** Whether the opening sync with the server has completed since the last (re)connect. */
  isSynced(): boolean;
  /** Calls `listener` at every completed sync; returns the function that stops it. */
  onSynced(listener: () => void): () => void;
  /** Closes the connection and stops reconnecting until `reconnect()`. */
  disconnect(): void;
  reconnect(): void;
  destroy(): void;
}

/** A y-websocket WebsocketProvider; `token` is Cubby's session token, null for the peers. */
export function yWebsocketClient(
  wsUrl: string,
  docName: string,
  token: string | null,
  label: string,
): BenchClient {
  const { doc, provider, closes } = connectClient(wsUrl, docName, token, label);
  return {
    label,
    doc,
    closes,
    isConnected: () => provider.wsconnected,
    isSynced: () => provider.synced,
    onSynced(listener) {
      const onSync = (synced: boolean) => {
        if (synced) listener();
      };
      provider.on('sync', onSync);
      return () => provider.off('sync', onSync);
    },
    disconnect: () => provider.disconnect(),
    reconnect: () => provider.connect(),
    destroy() {
      provider.destroy();
      doc.destroy();
    },
  };
}

/**
 * A browser's WebSocket only reports a socket closed while still connecting; `ws` emits an
 * error event, which kills the process if nobody listens. Hocuspocus's provider does that when
 * it retries, after it has removed its own listeners.
 */
class BrowserLikeWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => {});
  }
}

/**
 * A HocuspocusProvider on a socket of its own. Its `disconnect()` does not cancel the reconnect
 * the provider schedules when a connection closes under it (after a server crash, say): a
 * second later it connects again. So a disconnected client is held down: any new attempt is
 * closed at once, until `reconnect()`.
 */
export function hocuspocusClient(wsUrl: string, docName: string, label: string): BenchClient {
  const doc = new Y.Doc();
  const closes: Array<number | null> = [];
  const socket = new HocuspocusProviderWebsocket({
    url: wsUrl,
    WebSocketPolyfill: BrowserLikeWebSocket,
  });
  let held = false;
  socket.on('close', ({ event }: { event: CloseEvent }) => closes.push(event?.code ?? null));
  socket.on('status', ({ status }: { status: WebSocketStatus }) => {
    if (held && status !== WebSocketStatus.Disconnected) socket.disconnect();
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: docName,
    document: doc,
  });
  provider.attach();
  return {
    label,
    doc,
    closes,
    isConnected: () => socket.status === WebSocketStatus.Connected,
    isSynced: () => provider.isSynced,
    onSynced(listener) {
      const onSynced = ({ state }: { state: boolean }) => {
        if (state) listener();
      };
      provider.on('synced', onSynced);
      return () => provider.off('synced', onSynced);
    },
    disconnect() {
      held = true;
      socket.disconnect();
    },
    reconnect() {
      held = false;
      void socket.connect();
    },
    destroy() {
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}

/** Resolves true at the client's next completed sync (at once if synced), false on timeout. */
export function whenSynced(client: BenchClient, timeoutMs: number): Promise<boolean> {
  if (client.isSynced()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const stop = client.onSynced(() => done(true));
    const done = (synced: boolean) => {
      clearTimeout(timer);
      stop();
      resolve(synced);
    };
  });
}

/** Waits for every client to sync; rejects naming the ones that did not, and their closes. */
export function waitForAllSynced(clients: BenchClient[], timeoutMs: number): Promise<void> {
  return waitForEvery(clients, whenSynced, timeoutMs);
}

/** Closes every connection and frees the documents. */
export function destroyAll(clients: Iterable<BenchClient>): void {
  for (const client of clients) client.destroy();
}
