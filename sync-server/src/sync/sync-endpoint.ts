/**
 * @module
 * `/sync/{docName}`: upgrades same-origin WebSocket requests, authenticates them, checks the
 * access table, and hands the socket to a SyncConnection. Refusals close the socket with a
 * 44xx code before any document data is sent, and log a `sync.refused` line. Nothing of the
 * request's query string is logged: the stock client puts the session token there. When a
 * connection's session ends (logout, password change, removed login, expiry), the connection
 * closes with 4401 at once (`session-sockets.ts`).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type AccessMode, type Principal, withinAnswerWindow } from '@cubby/shared/access';
import { type DocRef, parseDocName } from '@cubby/shared/docs';
import { type FacilityClock, facilityToday } from '@cubby/shared/facility-clock';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Credential } from '../auth/credentials.ts';
import { standingOf } from '../auth/standing.ts';
import type { Db } from '../db/client.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import type { Logger } from '../logger.ts';
import { actorOf, readDeviceId } from '../services/audit.ts';
import { parentWriterOf, takeParentWrite } from '../services/parent-writes/write-budget.ts';
import { bestAccess, readConnectionCredentials } from './authenticate.ts';
import { type ConnectionLimits, SyncConnection } from './connection.ts';
import type { DocRegistry } from './doc-registry.ts';
import { PersonConnections, personOf } from './person-connections.ts';
import { SessionSockets } from './session-sockets.ts';

/** Bounds on what one peer may use. */
export interface EndpointLimits extends ConnectionLimits {
  /** Largest frame accepted; `ws` would otherwise take 100 MiB. */
  maxMessageBytes: number;
  /** Open connections one session may hold (the stock client opens one per document). */
  maxConnectionsPerSession: number;
  /** Open connections one person may hold, over every session they signed in with. */
  maxConnectionsPerPerson: number;
}

/** Close codes of refused connections. */
export const REFUSAL_CODES = {
  unauthenticated: 4401,
  forbidden: 4403,
  unknownDocument: 4404,
  tooManyConnections: 4429,
  /**
   * A family's week outside the weeks it may answer (decision 066), as HTTP's 416 (range not
   * satisfiable); not 4403, which the portal reads as its session being over.
   */
  outsideAnswerWindow: 4416,
  shuttingDown: 1001,
} as const;

const PREFIX = '/sync/';

/** A connection let in (the document, the credential and how far it reaches) or refused. */
type Admission =
  | { ref: DocRef; credential: Credential; mode: AccessMode }
  | { refused: { code: number; reason: string; role?: Principal['role'] | undefined } };

/** Serves the sync endpoint on an HTTP server; `close` ends every sync connection. */
export function attachSyncEndpoint(
  server: Server,
  deps: {
    db: Db;
    registry: DocRegistry;
    limits: EndpointLimits;
    log: Logger;
    /** The facility's clock: which weeks a family may open (decision 066). */
    clock: FacilityClock;
  },
): { close(): void; connectionCount(): number } {
  const { db, registry, limits, log, clock } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  const perSession = new SessionSockets(db, {
    code: REFUSAL_CODES.unauthenticated,
    reason: 'session ended',
  });
  const perPerson = new PersonConnections();
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

  // Who may open what, or why not; touches nothing, so a refusal changes no state.
  function admit(request: IncomingMessage, url: URL): Admission {
    const credentials = readConnectionCredentials(db, request, url);
    if (credentials.length === 0) {
      return { refused: { code: REFUSAL_CODES.unauthenticated, reason: 'unauthenticated' } };
    }
    const role = credentials[0]?.principal.role;
    const ref = parseRequestedDoc(url.pathname.slice(PREFIX.length));
    if (!ref) {
      return { refused: { code: REFUSAL_CODES.unknownDocument, reason: 'unknown document', role } };
    }
    const granted = bestAccess(credentials, ref);
    if (!granted) return { refused: { code: REFUSAL_CODES.forbidden, reason: 'forbidden', role } };
    const { credential, mode } = granted;
    // The same rule as REST: a switched-off login or account does nothing, and one still on a
    // first password may only change it.
    const standing = standingOf(db, credential.principal);
    const { role: who } = credential.principal;
    if (standing === 'inactive') {
      const reason = 'login no longer active';
      return { refused: { code: REFUSAL_CODES.unauthenticated, reason, role: who } };
    }
    if (standing !== 'active') {
      const reason = 'change your password first';
      return { refused: { code: REFUSAL_CODES.forbidden, reason, role: who } };
    }
    if (!withinAnswerWindow(credential.principal, ref, facilityToday(clock))) {
      const reason = 'week outside the answer window';
      return { refused: { code: REFUSAL_CODES.outsideAnswerWindow, reason, role: who } };
    }
    if (
      perSession.count(credential.sessionKey) >= limits.maxConnectionsPerSession ||
      perPerson.count(personOf(credential.principal)) >= limits.maxConnectionsPerPerson
    ) {
      const reason = 'too many connections';
      return { refused: { code: REFUSAL_CODES.tooManyConnections, reason, role } };
    }
    return { ref, credential, mode };
  }

  function accept(ws: WebSocket, request: IncomingMessage, url: URL): void {
    const admission = admit(request, url);
    if ('refused' in admission) {
      const { code, reason, role } = admission.refused;
      log.info('sync.refused', { path: url.pathname, role, code, reason });
      ws.close(code, reason);
      return;
    }
    const { ref, credential, mode } = admission;
    const person = personOf(credential.principal);
    perSession.hold(credential.sessionKey, credential.expiresAt, ws);
    perPerson.add(person);
    ws.on('close', () => {
      perSession.release(credential.sessionKey, ws);
      perPerson.remove(person);
    });
    // The person is named as they are when they connect; an offline device's edits arrive
    // now, on the connection of whoever is signed in on it.
    const auditSource = {
      actor: actorOf(db, credential.principal),
      deviceId: readDeviceId(url.searchParams.get('device')),
    };
    // A parent's writes take from the same budget as their REST writes (decision 066).
    const writer = mode === 'write' ? parentWriterOf(credential.principal) : null;
    new SyncConnection(
      ws,
      registry.open(ref),
      mode,
      registry,
      limits,
      log,
      { role: credential.principal.role, subject: credential.principal.subject },
      auditSource,
      writer && (() => takeParentWrite(db, writer, clock.now())),
    );
  }

  return {
    close() {
      closing = true;
      perSession.stop();
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

function rejectUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
