/**
 * @module
 * Activity at /activity (DESIGN section 7, "Audit log"), for the owner: every change, who made
 * it, on which device and when, filtered by child, person, kind and dates, newest first. Behind
 * the owner gate, as /financial. The route owns the filters (they live in the address).
 */
import type { ReactNode } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import * as layout from '../../components/layout.css.ts';
import { type AccessFormProps, OwnerGate } from '../../components/owner-gate.tsx';
import { OwnerLinks } from '../../components/owner-links.tsx';
import type { ActivityFilters } from './activity-filters.ts';
import { ActivityPanel } from './activity-panel.tsx';

/** The Activity screen. */
export function ActivityScreen(props: {
  accessForm: (form: AccessFormProps) => ReactNode;
  filters: ActivityFilters;
  onFiltersChange: (filters: ActivityFilters) => void;
}) {
  return (
    <div className={layout.page}>
      <AppHeader
        title="Activity"
        subtitle="Every change: who made it, on which device, and when"
        actions={<OwnerLinks current="/activity" />}
      />
      <main>
        <OwnerGate
          accessForm={props.accessForm}
          purpose="Enter the owner credentials to see who changed what."
        >
          {(access) => (
            <ActivityPanel
              {...access}
              filters={props.filters}
              onFiltersChange={props.onFiltersChange}
            />
          )}
        </OwnerGate>
      </main>
    </div>
  );
}
