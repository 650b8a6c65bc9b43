/**
 * @module
 * A raw connection to the sync endpoint that sends one frame at a time and learns what the
 * server made of it: either the server closed the connection (with which code), or it went on
 * to answer a probe sent right behind the frame, so it had finished handling the frame.
 */
import { randomInt } from 'node:crypto';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebSocket } from 'ws';

const MESSAGE_AWARENESS = 1;
const TIMEOUT_MS = 15_000;

/** What the server did with a frame. */
export type FrameOutcome = { closed: false } | { closed: true; code: number };

function bytesOf(data: unknown): Uint8Array {
  return Buffer.isBuffer(data) ? new Uint8Array(data) : new Uint8Array();
}

/**
 * The probe is an awareness update under a client id of this peer's own: the server relays it
 * to every connection on the document, the sender included, after anything sent before it (on
 * a read-only connection, to the sender alone).
 */
function probe(clientId: number, clock: number): Uint8Array {
  const update = encoding.createEncoder();
  encoding.writeVarUint(update, 1);
  encoding.writeVarUint(update, clientId);
  encoding.writeVarUint(update, clock);
  encoding.writeVarString(update, JSON.stringify({ probe: clock }));
  const message = encoding.createEncoder();
  encoding.writeVarUint(message, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(message, encoding.toUint8Array(update));
  return encoding.toUint8Array(message);
}

/** The clocks of `clientId` in an awareness message, if it is one. */
function probeClocks(message: Uint8Array, clientId: number): number[] {
  try {
    const decoder = decoding.createDecoder(message);
    if (decoding.readVarUint(decoder) !== MESSAGE_AWARENESS) return [];
    const update = decoding.createDecoder(decoding.readVarUint8Array(decoder));
    const clocks: number[] = [];
    for (let entries = decoding.readVarUint(update); entries > 0; entries--) {
      const id = decoding.readVarUint(update);
      const clock = decoding.readVarUint(update);
      decoding.readVarString(update);
      if (id === clientId) clocks.push(clock);
    }
    return clocks;
  } catch {
    // The server relays other peers' awareness as it got it; only our own entries matter.
    return [];
  }
}

/** One open connection of the fuzzer. */
export class FuzzPeer {
  readonly #ws: WebSocket;
  readonly #clientId = randomInt(2 ** 31, 2 ** 32 - 1);
  readonly #closed: Promise<number>;
  #clock = 0;
  #echoed = 0;
  #onEcho: (() => void) | null = null;

  private constructor(ws: WebSocket) {
    this.#ws = ws;
    this.#closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('error', () => {});
    ws.on('message', (data) => {
      for (const clock of probeClocks(bytesOf(data), this.#clientId)) {
        this.#echoed = Math.max(this.#echoed, clock);
      }
      if (this.#echoed === this.#clock) this.#onEcho?.();
    });
  }

  /**
   * Opens a connection, waits for the server's opening sync step 1, and announces the peer's
   * client id as the stock client does first thing: a connection speaks for the first id it
   * announces (decision 067), so a fuzzed awareness frame cannot take the probe's id.
   */
  static async open(url: string): Promise<FuzzPeer> {
    const ws = new WebSocket(url);
    const peer = new FuzzPeer(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('message', () => resolve());
      peer.#closed.then((code) => reject(new Error(`refused with ${code}`)));
    });
    const announced = await peer.exchange(null);
    if (announced.closed) throw new Error(`closed with ${announced.code} at its announcement`);
    return peer;
  }

  /**
   * Sends a frame (none for null), then a probe, and resolves once the server answered the
   * probe or closed.
   */
  exchange(data: Uint8Array | string | null): Promise<FrameOutcome> {
    this.#clock += 1;
    if (data !== null) this.#ws.send(data);
    this.#ws.send(probe(this.#clientId, this.#clock));
    const echoed = new Promise<FrameOutcome>((resolve) => {
      this.#onEcho = () => resolve({ closed: false });
    });
    const closed = this.#closed.then((code): FrameOutcome => ({ closed: true, code }));
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer and no close')), TIMEOUT_MS);
    });
    return Promise.race([echoed, closed, stuck]).finally(() => clearTimeout(timer));
  }

  close(): Promise<number> {
    this.#ws.close();
    return this.#closed;
  }
}
