/**
 * @module
 * One record of each child's day (decision 069): the derivation every view reads, the day
 * records of a week document, and the fold of what older apps stored.
 */
export * from './child-visits.ts';
export * from './closing-time.ts';
export * from './day-json.ts';
export * from './day-record.ts';
export * from './fold-legacy-times.ts';
export * from './week-records.ts';
