/**
 * @module
 * The documents this device has open, shared by every component that needs one (a document is
 * opened once however many screens show it), with the connection state the app shows.
 */
import { DOC_KINDS, type DocKind, type DocRef, docName, parseDocName } from '@cubby/shared/docs';
import { SyncedDoc } from './synced-doc.ts';

/** The sync endpoint of this origin. */
export function syncUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sync`;
}

/** What the app shows about syncing. */
export interface SyncStatus {
  /** The browser has a network and every open document is connected and synced. */
  online: boolean;
  /** Local changes waiting for the server. */
  pending: number;
}

/** Which saved token opens a document. */
export type TokenFor = (ref: DocRef) => string | null;

// A document stays open this long after its last screen closes, so moving between weeks and
// screens does not reload it.
const KEEP_OPEN_MS = 60_000;

/** Opens, shares and closes documents. */
export class DocManager {
  readonly #url: string;
  readonly #tokenFor: TokenFor;
  readonly #docs = new Map<
    string,
    {
      synced: SyncedDoc;
      /** Screens showing it. */
      users: number;
      /** Holders getting it ready before a screen asks (`prefetch`). */
      background: number;
      timer: number | undefined;
    }
  >();
  readonly #listeners = new Set<() => void>();
  #status: SyncStatus = { online: navigator.onLine, pending: 0 };

  constructor(url: string, tokenFor: TokenFor) {
    this.#url = url;
    this.#tokenFor = tokenFor;
    // Browsers keep a dead socket open for a while after the network goes; follow the browser's
    // own online state so a tablet that loses Wi-Fi says so at once and reconnects at once.
    window.addEventListener('offline', this.#goOffline);
    window.addEventListener('online', this.#goOnline);
  }

  /**
   * The open document for a reference, opening it if needed. Nothing holds it open until
   * `retain`: a document no screen retains closes after a minute.
   */
  open(ref: DocRef): SyncedDoc {
    const name = docName(ref);
    const entry = this.#docs.get(name);
    if (entry) return entry.synced;
    const synced = new SyncedDoc(ref, this.#url, this.#tokenFor(ref), {
      changed: () => this.#update(),
    });
    const created = { synced, users: 0, background: 0, timer: undefined as number | undefined };
    this.#docs.set(name, created);
    this.#scheduleClose(name);
    this.#update();
    return synced;
  }

  /** Holds a document open while a screen shows it. */
  retain(ref: DocRef): void {
    const entry = this.#docs.get(docName(ref));
    if (!entry) return;
    entry.users += 1;
    if (entry.timer !== undefined) window.clearTimeout(entry.timer);
    entry.timer = undefined;
  }

  /** Lets go of a document; it closes a minute after its last user, unless retained again. */
  release(ref: DocRef): void {
    const name = docName(ref);
    const entry = this.#docs.get(name);
    if (!entry) return;
    entry.users = Math.max(0, entry.users - 1);
    this.#scheduleClose(name);
  }

  /**
   * Opens a document and holds it in the background until the returned function lets it go, so
   * it is loaded and synced before a screen asks for it (the weeks either side of the one on
   * screen). Until a screen shows it, its connection does not count in the status: the app does
   * not say Offline for a week nobody is looking at.
   */
  prefetch(ref: DocRef): () => void {
    this.open(ref);
    const name = docName(ref);
    const entry = this.#docs.get(name);
    if (!entry) return () => {};
    entry.background += 1;
    window.clearTimeout(entry.timer);
    entry.timer = undefined;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      // The document may have been closed meanwhile (closeIdle) and opened again: a new entry.
      if (this.#docs.get(name) !== entry) return;
      entry.background = Math.max(0, entry.background - 1);
      this.#scheduleClose(name);
    };
  }

  /**
   * Closes the documents of a kind that no screen holds, so the next `open` connects with the
   * token saved since: a provider keeps the token it was opened with, and one the server
   * refused never reconnects by itself (the owner signing in again after a refusal). Their
   * IndexedDB copies, unsent changes included, stay and load again on the next `open`.
   */
  closeIdle(kind: DocKind): void {
    for (const [name, entry] of this.#docs) {
      // Documents held only in the background close too: they open again with the new token.
      if (entry.synced.ref.kind !== kind || entry.users > 0) continue;
      window.clearTimeout(entry.timer);
      entry.synced.destroy();
      this.#docs.delete(name);
    }
    this.#update();
  }

  #scheduleClose(name: string): void {
    const entry = this.#docs.get(name);
    if (!entry || entry.timer !== undefined || entry.users > 0 || entry.background > 0) return;
    entry.timer = window.setTimeout(() => {
      entry.timer = undefined;
      if (entry.users > 0 || entry.background > 0) return;
      entry.synced.destroy();
      this.#docs.delete(name);
      this.#update();
    }, KEEP_OPEN_MS);
  }

  /** The documents the server has refused this device, with the close code of each. */
  refusals(): { ref: DocRef; code: number }[] {
    const refused: { ref: DocRef; code: number }[] = [];
    for (const { synced } of this.#docs.values()) {
      if (synced.refusal !== null) refused.push({ ref: synced.ref, code: synced.refusal });
    }
    return refused;
  }

  /** The current status; the same object until something changes (for useSyncExternalStore). */
  status(): SyncStatus {
    return this.#status;
  }

  /** Calls `listener` whenever a document or the status changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Closes every document and deletes this device's copies of the given kinds (signing out on a
   * shared tablet, so the next person does not inherit the last one's data; DESIGN section 6).
   * A parent signing out deletes only family copies: a staff tablet where someone tried the
   * portal keeps its own unsent work.
   */
  async clearDevice(kinds: readonly DocKind[] = DOC_KINDS): Promise<void> {
    window.removeEventListener('offline', this.#goOffline);
    window.removeEventListener('online', this.#goOnline);
    const open = [...this.#docs.values()].map(({ synced }) => synced);
    this.#docs.clear();
    await Promise.all(
      open.map(async (synced) => {
        synced.provider.destroy();
        await synced.persistence.clearData();
        synced.doc.destroy();
      }),
    );
    const databases = (await indexedDB.databases?.()) ?? [];
    await Promise.all(
      databases
        .map((database) => database.name)
        .filter((name): name is string => {
          const ref = name ? parseDocName(name) : null;
          return ref !== null && kinds.includes(ref.kind);
        })
        .map((name) => deleteDatabase(name)),
    );
  }

  #goOffline = () => {
    for (const { synced } of this.#docs.values()) synced.provider.disconnect();
    this.#update();
  };

  #goOnline = () => {
    for (const { synced } of this.#docs.values()) {
      if (synced.refusal === null) synced.provider.connect();
    }
    this.#update();
  };

  #update(): void {
    const entries = [...this.#docs.values()];
    const pending = entries.reduce((sum, { synced }) => sum + synced.pending, 0);
    // A refused document is a sign-in problem its screen shows, not a lost connection. A document
    // only held in the background (prefetched, or kept a minute after its screen) counts once it
    // holds unsent changes.
    const online =
      navigator.onLine &&
      entries.every(
        ({ synced, users }) =>
          (users === 0 && synced.pending === 0) || synced.online || synced.refusal !== null,
      );
    if (online !== this.#status.online || pending !== this.#status.pending) {
      this.#status = { online, pending };
    }
    for (const listener of this.#listeners) listener();
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
