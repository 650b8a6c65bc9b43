/**
 * @module
 * The plain model a billing PDF is drawn from (a statement, a receipt, a year-end statement):
 * everything already decided and summed by the caller, so the renderer holds no billing logic.
 * Amounts are integer cents, dates ISO (YYYY-MM-DD); the renderer formats both.
 */
import type { IsoDate } from '@cubby/shared/dates';
import type { Cents } from '@cubby/shared/money';

/** The day-care, as Settings name it (the tax forms ask for all three). */
export interface ProviderDetails {
  name: string;
  address: string;
  taxId: string;
}

/** Whom the document is for: the family and its guardians. */
export interface DocumentParty {
  name: string;
  guardians: readonly string[];
}

/** A column a section's table may show. */
export type BillingColumn = 'date' | 'description' | 'child' | 'amount' | 'balance';

/** One line of a table; a cell the section does not show is ignored. */
export interface BillingRow {
  date?: IsoDate;
  description: string;
  child?: string;
  amount?: Cents;
  balance?: Cents;
}

/** A titled table, such as "Charges" or "Payments". */
export interface BillingSection {
  heading: string;
  /** The columns shown, in order; all five unless given. */
  columns?: readonly BillingColumn[];
  rows: readonly BillingRow[];
  /** Said in place of the table when there are no rows. */
  emptyText?: string;
}

/** A line of the totals block, such as "Closing balance". */
export interface BillingTotal {
  label: string;
  amount: Cents;
  /** Drawn bold: the figure the reader is looking for. */
  emphasis?: boolean;
}

/** A whole document. */
export interface BillingDocument {
  title: string;
  /** The period covered, first and last day. */
  period?: { from: IsoDate; to: IsoDate };
  /** Short facts under the title, such as "Due date" or "Receipt number". */
  facts?: readonly { label: string; value: string }[];
  provider: ProviderDetails;
  party: DocumentParty;
  sections: readonly BillingSection[];
  totals: readonly BillingTotal[];
  notes?: readonly string[];
}
