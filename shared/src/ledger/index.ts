/**
 * @module
 * One ledger per family (decision 031): its inputs, the allocation of money to charges and the
 * ledger over a range.
 */
export * from './allocate.ts';
export * from './build-ledger.ts';
export * from './payment-coverage.ts';
export * from './statement-words.ts';
export * from './types.ts';
export * from './year-end.ts';
