/**
 * @module
 * One record of each child's day (decision 069): the derivation every view reads.
 */
export * from './closing-time.ts';
export * from './day-record.ts';
