/**
 * @module
 * Keeps date arithmetic on a client's input from ever answering 500.
 */
import { invalid } from '../services/refusal.ts';

/**
 * Runs date arithmetic on dates a client chose. The shared date helpers throw a RangeError for a
 * week that would leave the years 0000-9999 (a week of 0000-01-01 starts in year -1); that is
 * bad input, so it answers 400.
 */
export function withClientDates<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError) return invalid(error.message);
    throw error;
  }
}
