/**
 * @module
 * `/sync/{docName}`: upgrades same-origin WebSocket requests, authenticates them, checks the
 * access table, and hands the socket to a SyncConnection. Refusals close the socket with a
 * 44xx code before any document data is sent.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type DocRef, parseDocName } from '@cubby/shared/docs';
import { type WebSocket, WebSocketServer } from 'ws';
import { customerStanding } from '../auth/customer-standing.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { bestAccess, readConnectionCredentials } from './authenticate.ts';
import { type ConnectionLimits, SyncConnection } from './connection.ts';
import type { DocRegistry } from './doc-registry.ts';

/** Bounds on what one peer may use. */
export interface EndpointLimits extends ConnectionLimits {
  /** Largest frame accepted; `ws` would otherwise take 100 MiB. */
  maxMessageBytes: number;
  /** Open connections one session may hold (the stock client opens one per document). */
  maxConnectionsPerSession: number;
}

/** Close codes of refused connections. */
export const REFUSAL_CODES = {
  unauthenticated: 4401,
  forbidden: 4403,
  unknownDocument: 4404,
  tooManyConnections: 4429,
  shuttingDown: 1001,
} as const;

const PREFIX = '/sync/';

/** Serves the sync endpoint on an HTTP server; `close` ends every sync connection. */
export function attachSyncEndpoint(
  server: Server,
  deps: { db: Db; registry: DocRegistry; limits: EndpointLimits; log: Logger },
): { close(): void; connectionCount(): number } {
  const { db, registry, limits, log } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  const perSession = new Map<string, number>();
  let closing = false;

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(PREFIX)) return rejectUpgrade(socket, 404, 'Not Found');
    if (!isSameOrigin(request)) {
      log.warn('sync.cross-origin', { origin: request.headers.origin });
      return rejectUpgrade(socket, 403, 'Forbidden');
    }
    if (closing) return rejectUpgrade(socket, 503, 'Service Unavailable');
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request, url));
  });

  function accept(ws: WebSocket, request: IncomingMessage, url: URL): void {
    const credentials = readConnectionCredentials(db, request, url);
    if (credentials.length === 0) {
      ws.close(REFUSAL_CODES.unauthenticated, 'unauthenticated');
      return;
    }
    const ref = parseRequestedDoc(url.pathname.slice(PREFIX.length));
    if (!ref) {
      ws.close(REFUSAL_CODES.unknownDocument, 'unknown document');
      return;
    }
    const granted = bestAccess(credentials, ref);
    if (!granted) {
      log.warn('sync.forbidden', { path: url.pathname, role: credentials[0]?.principal.role });
      ws.close(REFUSAL_CODES.forbidden, 'forbidden');
      return;
    }
    const { credential, mode } = granted;
    // The same rule as REST: a parent still on the shared first password may not answer weeks.
    if (credential.principal.role === 'customer') {
      const standing = customerStanding(db, credential.principal.subject);
      if (standing !== 'active') {
        const inactive = standing === 'inactive';
        ws.close(
          inactive ? REFUSAL_CODES.unauthenticated : REFUSAL_CODES.forbidden,
          inactive ? 'login no longer active' : 'change your password first',
        );
        return;
      }
    }
    const open = perSession.get(credential.sessionKey) ?? 0;
    if (open >= limits.maxConnectionsPerSession) {
      ws.close(REFUSAL_CODES.tooManyConnections, 'too many connections');
      return;
    }
    perSession.set(credential.sessionKey, open + 1);
    ws.on('close', () => {
      const left = (perSession.get(credential.sessionKey) ?? 1) - 1;
      if (left > 0) perSession.set(credential.sessionKey, left);
      else perSession.delete(credential.sessionKey);
    });
    new SyncConnection(ws, registry.open(ref), mode, registry, limits, log, {
      role: credential.principal.role,
      subject: credential.principal.subject,
    });
  }

  return {
    close() {
      closing = true;
      for (const ws of wss.clients) ws.close(REFUSAL_CODES.shuttingDown, 'server shutting down');
      wss.close();
    },
    connectionCount: () => wss.clients.size,
  };
}

function parseRequestedDoc(encoded: string): DocRef | null {
  try {
    return parseDocName(decodeURIComponent(encoded));
  } catch {
    return null;
  }
}

// Browsers send cookies with cross-site WebSocket upgrades, so a page elsewhere could open a
// staff member's documents; only the app's own origin (or a non-browser client, which sends no
// Origin) may connect.
function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function rejectUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
