/**
 * @module
 * The kiosk's calls (DESIGN section 7, "Kiosk"): who typed a PIN, then sign children in or out
 * or, for a staff PIN, punch the time clock (decision 040), and the roster it checks PINs against while offline (decision 029).
 * Each sends this tablet's kiosk token as a bearer and no cookies: a staff session left in this
 * browser must never be what the server answers for, and a revoked kiosk must read as revoked.
 */
import type {
  IdentifyResponse,
  KioskRosterResponse,
  KioskSignResponse,
  KioskStaffResponse,
} from '@cubby/shared/kiosk-answers';
import { DEVICE_ID_HEADER, deviceId } from '../../lib/device-id.ts';
import { readKioskToken } from '../../lib/kiosk-token.ts';
import type { KioskAction } from './kiosk-actions.ts';

/** One child's outcome at the kiosk. */
export type VisitResult = KioskSignResponse['results'][number];

/**
 * What check-in and check-out send (`kioskSignPayloadSchema`): the PIN again, so the server
 * checks who acts; the kiosk always names the action and its moment.
 */
export interface VisitRequest {
  pin: string;
  customerIds: string[];
  /** A PNG data URL of at most 64 KiB, when the person signed. */
  signature?: string;
  /** Makes a replay of the same action write once. */
  actionId: string;
  /** When it happened (ISO instant): a queued action keeps the moment it was done. */
  at: string;
}

/** A refusal from the server, with its status, its sentence and Retry-After when paused. */
export class KioskCallError extends Error {
  readonly status: number;
  readonly body: string;
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: string, retryAfterSeconds: number | null) {
    super(`${status}: ${body}`);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

// The schemas that read the answers (and zod with them) are not needed to show the PIN pad: they
// download as the first call is sent, beside it (decision 045).
const answerSchemas = () => import('@cubby/shared/kiosk-answers');

// A POST with `body`, or a GET without one.
async function kioskCall(url: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { [DEVICE_ID_HEADER]: deviceId() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readKioskToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'omit',
    cache: 'no-store',
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new KioskCallError(
      response.status,
      (await response.text()).trim(),
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return await response.json();
}

/** Who typed `pin`: a family's contact and their children, or a staff member for the clock. */
export async function identify(pin: string): Promise<IdentifyResponse | KioskStaffResponse> {
  const [answer, schemas] = await Promise.all([
    kioskCall('/api/kiosk/identify', { pin }),
    answerSchemas(),
  ]);
  return typeof answer === 'object' && answer !== null && 'staff' in answer
    ? schemas.kioskStaffResponseSchema.parse(answer)
    : schemas.identifyResponseSchema.parse(answer);
}

/** A staff member's punch at the kiosk's time clock, the PIN checked again. */
export type KioskPunch = { action: 'in'; roomId: string } | { action: 'break' | 'out' };

/** Punches the time clock for whoever's staff PIN `pin` is; answers where they are now. */
export async function punchTimeClock(pin: string, punch: KioskPunch) {
  const [answer, schemas] = await Promise.all([
    kioskCall('/api/kiosk/time-clock', { pin, ...punch }),
    answerSchemas(),
  ]);
  return schemas.kioskPunchResponseSchema.parse(answer);
}

/** The roster: who may sign children, their PINs' verifiers and the business name. */
export async function fetchRoster(): Promise<KioskRosterResponse> {
  const [answer, schemas] = await Promise.all([kioskCall('/api/kiosk/roster'), answerSchemas()]);
  return schemas.kioskRosterResponseSchema.parse(answer);
}

/**
 * Signs children in or out; the answer says what became of each. `late` sends the moment it
 * happened, for an action that waited on this tablet; a live one leaves the time to the server's
 * clock, so a tablet whose clock drifts cannot be refused for it.
 */
export async function sendVisit(
  action: KioskAction,
  request: VisitRequest,
  { late }: { late: boolean },
): Promise<VisitResult[]> {
  const body = late ? request : { ...request, at: undefined };
  const [answer, schemas] = await Promise.all([
    kioskCall(`/api/kiosk/${action}`, body),
    answerSchemas(),
  ]);
  return schemas.kioskSignResponseSchema.parse(answer).results;
}
