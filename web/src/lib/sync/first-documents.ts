/**
 * @module
 * The documents the staff screens read first, opened as soon as a session's document manager
 * exists (decision 049): their IndexedDB copies are then read while the screen's own code still
 * downloads and runs, instead of after its first render. A document no screen asks for closes a
 * minute later, as any other.
 */
import { type IsoDate, mondayOf } from '@cubby/shared/dates';
import type { DocManager } from './doc-manager.ts';

/**
 * Opens the directory and, when the facility's date is known, the week and the alerts of today:
 * every staff screen's header shows today's alerts, and the attendance grid and the dashboard,
 * where a tablet opens, read this week and the directory.
 */
export function openFirstDocuments(manager: DocManager, today: IsoDate | null): void {
  manager.open({ kind: 'directory' });
  if (today === null) return;
  manager.open({ kind: 'week', monday: mondayOf(today) });
  manager.open({ kind: 'alerts', date: today });
}
