/**
 * @module
 * Every REST call, as spec section 7 describes the client: JSON, the stored bearer token if
 * any, cookies always, no caching; a non-success answer becomes an Error whose message is
 * `{status}: {body}` (spec section 8). Each call names this browser's device id, so the audit
 * log can say which device made a change.
 */
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { DEVICE_ID_HEADER, deviceId } from './device-id.ts';
import { readToken, type TokenKind } from './tokens.ts';

/** Which saved token a call sends: a staff or owner one, or none (the parent's cookie only). */
export type SentToken = TokenKind | 'none';

/** A failed call: the HTTP status and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }
}

/** Whether an error means the browser could not reach the server at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Calls the API. `token` picks which saved token to send: the staff one by default, the owner
 * one for owner routes (the server also reads the session cookies).
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  { token = 'staff' }: { token?: SentToken } = {},
): Promise<unknown> {
  const early = method === 'GET' ? takeEarlyRead(url) : null;
  if (early) return early;
  const headers: Record<string, string> = { [DEVICE_ID_HEADER]: deviceId() };
  const saved = token === 'none' ? null : readToken(token);
  if (saved) headers.Authorization = `Bearer ${saved}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    cache: 'no-store',
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()).trim(), response.statusText);
  }
  const type = response.headers.get('content-type') ?? '';
  // Read it through `apiJson` and its schema: an unchecked cast here is how a renamed field
  // once reached screens as undefined.
  return type.includes('application/json') ? await response.json() : response;
}

/** An answer whose shape is not the one shared/src/schemas/responses.ts describes. */
export class UnexpectedAnswerError extends Error {
  constructor(url: string, issues: string) {
    super(`The server's answer to ${url} was not understood (${issues}); please reload the page`);
  }
}

/**
 * Calls the API and reads its JSON answer with `schema` (shared/src/schemas/responses.ts), so a
 * screen gets the shape the server promised or a clear error, never a field that is undefined.
 * The schema may still be downloading: the request does not wait for it. It may be a zod/mini
 * schema, which the parent's and the kiosk's screens read with (decision 045).
 */
export async function apiJson<Schema extends z.ZodType | ZodMiniType>(
  schema: Schema | Promise<Schema>,
  method: string,
  url: string,
  body?: unknown,
  options?: { token?: SentToken },
): Promise<z.output<Schema>> {
  const [answer, reader] = await Promise.all([apiRequest(method, url, body, options), schema]);
  const parsed = reader.safeParse(answer);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new UnexpectedAnswerError(url, issues.slice(0, 3).join('; '));
  }
  // Either kind of schema answers its own output; TypeScript loses it across the union.
  return parsed.data as z.output<Schema>;
}

// An early read answers only a request made soon after it: later, the screen wants the answer
// of its own time.
const EARLY_READ_MS = 10_000;
const earlyReads = new Map<string, { startedAt: number; answer: Promise<unknown> }>();

/** A read a route's screen makes first, which the app may start for it (decision 059). */
export interface EarlyRead {
  url: string;
  token: SentToken;
}

/**
 * Starts GET `url` as the app starts, for the screen about to open: the first GET of `url`
 * takes this answer instead of asking again. On a phone, the downloads of a screen's
 * code before it asks are each a round trip (decision 059).
 */
export function startEarlyRead({ url, token }: EarlyRead): void {
  const answer = apiRequest('GET', url, undefined, { token });
  // Nobody may take it (a visitor sent to sign in): its failure is the taker's to report.
  answer.catch(() => undefined);
  earlyReads.set(url, { startedAt: performance.now(), answer });
}

function takeEarlyRead(url: string): Promise<unknown> | null {
  const read = earlyReads.get(url);
  if (!read) return null;
  earlyReads.delete(url);
  return performance.now() - read.startedAt <= EARLY_READ_MS ? read.answer : null;
}
