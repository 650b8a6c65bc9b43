/**
 * @module
 * One document on this device: kept in IndexedDB (so the app works with no network) and synced
 * with the server over y-websocket when there is one. It counts the local changes the server
 * has not yet received, so the screen can say how many wait.
 */
import { type DocRef, docName } from '@cubby/shared/docs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { deviceId } from '../device-id.ts';

/** What a synced document reports to its manager. */
export interface SyncedDocEvents {
  changed(): void;
}

/**
 * Refusal close codes that mean the session is over or may not open the document (4401, 4403):
 * the screen signs in again rather than waiting for a connection.
 */
export const SESSION_REFUSALS: ReadonlySet<number> = new Set([4401, 4403]);

/**
 * Close codes of an update the server refused (4413 past the document's size bound, 4422 content
 * the document may not hold; decision 014): the device's copy holds what the server will not
 * take, and the stock client stops reconnecting.
 */
export const UPDATE_REFUSALS: ReadonlySet<number> = new Set([4413, 4422]);

/**
 * Close code of writes past their writer's budget (a parent's, decision 066): the device keeps
 * its change and sends it when the document is opened again, once the budget allows.
 */
export const TOO_MANY_WRITES = 4429;

/**
 * How long the socket waits for the device's copy before it connects anyway: a copy slow to read
 * (IndexedDB busy or broken) must not hold the server's data back any longer than this.
 */
const LOCAL_COPY_WAIT_MS = 500;

/** A document with its IndexedDB copy and its server connection. */
export class SyncedDoc {
  readonly ref: DocRef;
  readonly name: string;
  readonly doc = new Y.Doc();
  readonly persistence: IndexeddbPersistence;
  readonly provider: WebsocketProvider;
  /** Whether the IndexedDB copy has been read (the screen can show data). */
  loaded = false;
  /** Local changes made since the server last confirmed a full sync. */
  pending = 0;
  /** Grows with every change to the document, so a screen knows when to read it again. */
  version = 0;
  /**
   * The close code when the server refused this device the document (4401 no valid session,
   * 4403 not allowed, 4404 no such document); null while it is not refused. A refused document
   * stops reconnecting until the screen signs in again.
   */
  refusal: number | null = null;
  #destroyed = false;

  constructor(ref: DocRef, url: string, token: string | null, events: SyncedDocEvents) {
    this.ref = ref;
    this.name = docName(ref);
    this.persistence = new IndexeddbPersistence(this.name, this.doc);
    this.persistence.whenSynced.then(() => {
      this.loaded = true;
      events.changed();
    });
    this.provider = new WebsocketProvider(url, this.name, this.doc, {
      // The device id lets the audit log name the device an update came from, offline ones too.
      params: { ...(token ? { token } : {}), device: deviceId() },
      // Connected once the device's copy is read (connectOnceLoaded): the server then sends only
      // what the copy lacks. Connected before, with an empty document, it sent the whole document,
      // and the copy read a moment later went back to it as one large update, both applied while
      // a tablet was painting the screen (issue 21).
      connect: false,
      disableBc: true,
    });
    this.#connectOnceLoaded();
    this.provider.on('status', () => events.changed());
    // y-websocket stops reconnecting on a 44xx close and reports it here.
    this.provider.on('closed', ({ code }: { code: number }) => {
      this.refusal = code;
      events.changed();
    });
    this.provider.on('sync', (synced: boolean) => {
      // A completed sync exchange has delivered every local change to the server.
      if (synced && this.provider.wsconnected) this.pending = 0;
      if (synced) this.loaded = true;
      events.changed();
    });
    this.doc.on('update', (_update: Uint8Array, origin: unknown) => {
      this.version += 1;
      const local = origin !== this.provider && origin !== this.persistence;
      if (local && !this.online) this.pending += 1;
      events.changed();
    });
  }

  #connectOnceLoaded(): void {
    let waited = false;
    const connect = () => {
      if (waited) return;
      waited = true;
      window.clearTimeout(timer);
      // Offline, or closed meanwhile: the manager connects it when the network comes back.
      if (this.#destroyed || !navigator.onLine || this.refusal !== null) return;
      if (!this.provider.shouldConnect) this.provider.connect();
    };
    const timer = window.setTimeout(connect, LOCAL_COPY_WAIT_MS);
    void this.persistence.whenSynced.then(connect);
  }

  /** Whether the server connection is up and synced. */
  get online(): boolean {
    return this.provider.wsconnected && this.provider.synced;
  }

  /** Stops syncing and frees memory; the IndexedDB copy stays. */
  destroy(): void {
    this.#destroyed = true;
    this.provider.destroy();
    this.persistence.destroy();
    this.doc.destroy();
  }
}
