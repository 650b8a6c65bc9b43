/**
 * @module
 * The attendance routes as the attendance tests call them, and the shapes they answer.
 */
import { weekDates } from '@cubby/shared/dates';
import type { AttendanceJson } from '../http/serialize.ts';
import type { TestApp } from './test-app.ts';

export type { AttendanceJson };

/** The week the attendance tests work in. */
export const MONDAY = '2026-11-16';
export const WEDNESDAY = '2026-11-18';
/** `?week=` repeated for the five days, as the spec's client asks. */
export const WEEK_QUERY = weekDates(MONDAY)
  .map((date) => `week=${date}`)
  .join('&');

/** A row of GET /api/attendance/weekly. */
export interface WeeklyRow {
  customer: { id: string; name: string; hourlyRate: string };
  attendance: Record<string, AttendanceJson>;
}

/** Calls on the app the current test made (`app` is read at call time). */
export function attendanceApi(app: () => TestApp) {
  return {
    weekDoc: () => app().core.registry.open({ kind: 'week', monday: MONDAY }).ydoc,
    financeDoc: () => app().core.registry.open({ kind: 'finance', monday: MONDAY }).ydoc,
    toggle(customerId: string, date: string, isPresent = true, token = app().tokens.staff) {
      return app().request('POST', '/api/attendance/toggle', {
        token,
        body: { customerId, date, isPresent, dailyCost: '150.00' },
      });
    },
    patch(id: string, body: unknown, token: string | undefined) {
      return app().request('PATCH', `/api/attendance/${id}`, { token, body });
    },
  };
}
