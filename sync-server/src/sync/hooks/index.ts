/**
 * @module
 * The hooks of every document kind. Confirmations documents have none: the family hook writes
 * them. Alerts and staffing documents refuse every client's update: the server writes them.
 */
import type { HooksByKind } from '../hooks.ts';
import { directoryHooks } from './directory-source.ts';
import { familyHooks } from './family-projection.ts';
import { financeHooks } from './finance-projection.ts';
import { serverOnlyHooks } from './server-only.ts';
import { staffingHooks } from './staffing-source.ts';
import { weekHooks } from './week-projection.ts';

/** Hooks per document kind, as the server runs them. */
export const documentHooks: HooksByKind = {
  directory: directoryHooks,
  week: weekHooks,
  family: familyHooks,
  finance: financeHooks,
  alerts: serverOnlyHooks,
  staffing: staffingHooks,
};
