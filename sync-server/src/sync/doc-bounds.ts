/**
 * @module
 * How many bytes a document of each kind may hold (its encoded state; stored, that is the
 * snapshot plus the logged updates not yet folded into it). A client's update that would take a
 * document past its bound is refused with 4413. The numbers and how they were chosen are in
 * docs/decisions/014-what-a-document-may-hold.md; the week bound's margin is checked by
 * doc-bounds.test.ts.
 */
import type { DocKind } from '@cubby/shared/docs';

const KIB = 1024;
const MIB = 1024 * KIB;

/** The size bound of each document kind, in bytes. */
export const DOC_BYTE_BOUNDS: Readonly<Record<DocKind, number>> = {
  // A thousand customers are about 200 KiB; only the server writes it.
  directory: 4 * MIB,
  // A busy week of 100 families is about 0.5 MiB (doc-bounds.test.ts).
  week: 16 * MIB,
  // One answer per family, each at most about 4 KiB; only the server writes it.
  confirmations: 4 * MIB,
  // One answer of at most about 4 KiB; the one kind an untrusted device writes.
  family: 64 * KIB,
  // A paid flag per day and a note per family.
  finance: 8 * MIB,
  // At most 500 alerts of under 2 KiB each; only the server writes it.
  alerts: 2 * MIB,
  // One entry of under 300 bytes per person clocked in; only the server writes it.
  staffing: 1 * MIB,
};
