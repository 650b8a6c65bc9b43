/**
 * @module
 * A second copy of a live document that a client's update is tried on before the live document
 * takes it. The copy follows every change of the live document as it happens, so trying an
 * update costs what applying it costs, not a copy of the whole document; only a refusal (after
 * which the tried copy is thrown away) costs a rebuild, bounded by the document's size bound.
 */
import * as Y from 'yjs';

/** The live document's checked twin, built when a client first writes. */
export class CheckedCopy {
  readonly #live: Y.Doc;
  #copy: Y.Doc | null = null;
  /** Set while the live document takes an update the copy already holds. */
  #taking = false;
  /** How many times the copy was built from the live document, for tests and logs. */
  builds = 0;

  constructor(live: Y.Doc) {
    this.#live = live;
    live.on('update', this.#follow);
  }

  /**
   * Applies `update` to the copy and asks `check` about the result, with the keys of each root
   * map the update changed (so a check reads what the update touched, not the whole document);
   * if it passes, the live document takes the update with `origin` and true is returned. If it
   * fails, or applying throws, the live document is untouched and the copy is dropped.
   */
  tryUpdate(
    update: Uint8Array,
    check: (next: Y.Doc, changed: ReadonlyMap<string, ReadonlySet<string>>) => boolean,
    origin: unknown,
  ): boolean {
    const copy = this.#copy ?? this.#build();
    const changed = new Map<string, Set<string>>();
    const collect = (transaction: Y.Transaction) => collectChangedKeys(transaction, changed);
    let passed = false;
    copy.on('afterTransaction', collect);
    try {
      Y.applyUpdate(copy, update);
      passed = check(copy, changed);
    } finally {
      copy.off('afterTransaction', collect);
      if (!passed) this.#drop();
    }
    if (!passed) return false;
    this.#taking = true;
    try {
      Y.applyUpdate(this.#live, update, origin);
    } finally {
      this.#taking = false;
    }
    return true;
  }

  /** Stops following the live document and frees the copy. */
  destroy(): void {
    this.#live.off('update', this.#follow);
    this.#drop();
  }

  // Server writes and anything else the live document takes reach the copy as they happen.
  readonly #follow = (update: Uint8Array) => {
    if (this.#copy && !this.#taking) Y.applyUpdate(this.#copy, update);
  };

  #build(): Y.Doc {
    const copy = new Y.Doc({ gc: true });
    // Pending structs are part of this encoding, so the copy waits for the same missing pieces.
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(this.#live));
    this.#copy = copy;
    this.builds += 1;
    return copy;
  }

  #drop(): void {
    this.#copy?.destroy();
    this.#copy = null;
  }
}

// Deleted keys count too: Yjs reports the map of every item a delete set removes.
function collectChangedKeys(transaction: Y.Transaction, into: Map<string, Set<string>>): void {
  for (const [type, keys] of transaction.changed) {
    if (type._item !== null) continue;
    const root = Y.findRootTypeKey(type);
    let rootKeys = into.get(root);
    if (!rootKeys) {
      rootKeys = new Set();
      into.set(root, rootKeys);
    }
    for (const key of keys) if (key !== null) rootKeys.add(key);
  }
}
