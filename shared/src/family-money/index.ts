/**
 * @module
 * A family's money, one computation for the server and the browser (decision 071): its standing
 * now (balance, owed, credit) and its week (each child's charges and what covers them, the money
 * received), and the totals over every family.
 */
export * from './family-standing.ts';
export * from './family-week.ts';
export * from './week-receipts.ts';
