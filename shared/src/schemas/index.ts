/**
 * @module
 * Every zod schema of Cubby: entities of spec section 3 and payloads of spec section 7.
 */
export * from './account.ts';
export * from './attendance.ts';
export * from './attendance-query.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './autopay.ts';
export * from './common.ts';
export * from './confirmation.ts';
export * from './customer.ts';
export * from './days.ts';
export * from './extra-day-decision.ts';
export * from './facility-hours.ts';
export * from './family.ts';
export * from './kiosk.ts';
export * from './kiosk-answers.ts';
export * from './late-fees.ts';
export * from './money-screens.ts';
export * from './notes.ts';
export * from './notices.ts';
export * from './payment.ts';
export * from './portal-answers.ts';
export * from './ratios.ts';
export * from './responses.ts';
export * from './rooms.ts';
export * from './session.ts';
export * from './settings.ts';
export * from './staff.ts';
export * from './staff-alert.ts';
export * from './statements.ts';
export * from './time-clock.ts';
