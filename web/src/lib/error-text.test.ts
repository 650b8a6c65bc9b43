import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { NEEDS_CONNECTION } from './connection.ts';
import { errorText, isSessionEnded } from './error-text.ts';

describe('a failed call as a person reads it', () => {
  it("is the server's own sentence for a refusal", () => {
    const taken = new ApiError(409, 'The username maria is taken; choose another', 'Conflict');
    expect(errorText(taken)).toBe('The username maria is taken; choose another');
  });

  it('is the status text when the server said nothing', () => {
    expect(errorText(new ApiError(500, '', 'Internal Server Error'))).toBe(
      '500: Internal Server Error',
    );
  });

  it('asks for a connection when the server could not be reached', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(NEEDS_CONNECTION);
  });

  it('knows a 401 as an ended session, and nothing else', () => {
    expect(isSessionEnded(new ApiError(401, 'Not signed in', 'Unauthorized'))).toBe(true);
    expect(isSessionEnded(new ApiError(403, 'Forbidden', 'Forbidden'))).toBe(false);
    expect(isSessionEnded(new Error('401'))).toBe(false);
  });
});
