/**
 * @module
 * The Yjs document layout of DESIGN section 2: names, and one accessor module per kind.
 * Nothing outside these modules reads a document's maps by string key.
 */
export * from './alerts-doc.ts';
export * from './confirmations-doc.ts';
export * from './directory-doc.ts';
export * from './directory-hours.ts';
export * from './doc-meta.ts';
export * from './doc-name.ts';
export * from './family-doc.ts';
export * from './finance-doc.ts';
export * from './staffing-doc.ts';
export * from './visit-merge.ts';
export * from './week-confirmation.ts';
export * from './week-doc.ts';
export * from './week-key-change.ts';
export * from './week-prices.ts';
