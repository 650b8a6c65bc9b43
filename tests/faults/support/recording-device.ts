/**
 * @module
 * A stock y-websocket device whose socket keeps a copy of every document update the server sent
 * it: what that client "has seen broadcast", which the server promises it stored first.
 */
import * as decoding from 'lib0/decoding';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { Device } from '../../sync/support/clients.ts';

const MESSAGE_SYNC = 0;
const SYNC_STEP_1 = 0;

/** The document update a server message carries (sync step 2 or update), if any. */
export function updateOf(message: Uint8Array): Uint8Array | null {
  const decoder = decoding.createDecoder(message);
  if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) return null;
  if (decoding.readVarUint(decoder) === SYNC_STEP_1) return null;
  return decoding.readVarUint8Array(decoder);
}

function bytesOf(data: unknown): Uint8Array {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (Buffer.isBuffer(data)) return new Uint8Array(data);
  throw new Error('expected a binary message');
}

/**
 * Opens a document on a stock provider whose every received update is passed to `onSeen`. Not
 * synced yet when it returns; the provider reconnects on its own unless disconnected.
 */
export function openRecordingDevice(
  wsUrl: string,
  docName: string,
  token: string,
  onSeen: (update: Uint8Array) => void,
): Device {
  // The provider builds its socket from this class; listening beside its own handler sees the
  // bytes exactly as they arrived, including an echo of the client's own write.
  class RecordingSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      this.on('message', (data: unknown) => {
        const update = updateOf(bytesOf(data));
        if (update) onSeen(update);
      });
    }
  }
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(wsUrl, docName, doc, {
    params: { token },
    WebSocketPolyfill: RecordingSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    // A restarted server is back within a second or two; do not wait the default 2.5 s.
    maxBackoffTime: 300,
  });
  return {
    doc,
    provider,
    destroy() {
      provider.destroy();
      doc.destroy();
    },
  };
}
