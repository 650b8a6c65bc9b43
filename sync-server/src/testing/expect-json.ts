/**
 * @module
 * Reading a route test's answer: the status it must have and the JSON it carries.
 */
import { expect } from 'vitest';

/** Expects `status` of the response (its body shown when it differs) and answers its JSON. */
export async function expectJson<T>(
  response: Response | Promise<Response>,
  status = 200,
): Promise<T> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return (await answered.json()) as T;
}
