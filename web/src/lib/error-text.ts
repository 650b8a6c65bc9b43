/**
 * @module
 * A failed call as a person reads it: the server's own sentence for a refusal ('The username
 * maria is taken; choose another'), the connection notice when the server could not be reached,
 * and the error's message otherwise.
 */
import { ApiError, isNetworkError } from './api-client.ts';
import { NEEDS_CONNECTION } from './connection.ts';

/** The sentence to show for a failed call. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.body) return error.body;
  if (isNetworkError(error)) return NEEDS_CONNECTION;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/** Whether a failed call means the owner's session has ended (sign in again). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The server's sentence for a refusal without its status prefix, else the error's message. */
export function refusalText(error: Error): string {
  return error instanceof ApiError && error.body ? error.body : error.message;
}
