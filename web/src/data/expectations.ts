/**
 * @module
 * Who is expected on a day, for the staff screens that show it beside who is in (the dashboard,
 * the attendance grid): each child's default days, the family's answer for the week and staff's
 * answer to an extra-day request, put through the one shared rule (`expectationOn`).
 */
import { mondayOf } from '@cubby/shared/dates';
import type { DirectoryEntry } from '@cubby/shared/docs';
import { type Expectation, expectationOn } from '@cubby/shared/expected-days';
import { useMemo } from 'react';
import { type DayDecision, useWeekAnswers, type WeekAnswer } from './week-answers.ts';

/** What `date` holds for each child, keyed by customer id; a child with nothing is left out. */
export function expectationsOn(
  date: string,
  customers: DirectoryEntry[],
  answers: Map<string, WeekAnswer>,
  decisions: Map<string, DayDecision>,
): Map<string, Expectation> {
  const expectations = new Map<string, Expectation>();
  for (const customer of customers) {
    const expectation = expectationOn(date, {
      days: customer,
      answer: answers.get(customer.id) ?? null,
      decision: decisions.get(customer.id) ?? null,
    });
    if (expectation) expectations.set(customer.id, expectation);
  }
  return expectations;
}

/** What `date` holds for each child, live, and whether the week's answers have loaded. */
export function useExpectationsOn(
  date: string,
  customers: DirectoryEntry[],
): { expectations: Map<string, Expectation>; loaded: boolean } {
  const { answers, decisions, loaded } = useWeekAnswers(mondayOf(date));
  const expectations = useMemo(
    () => expectationsOn(date, customers, answers, decisions),
    [date, customers, answers, decisions],
  );
  return { expectations, loaded };
}
