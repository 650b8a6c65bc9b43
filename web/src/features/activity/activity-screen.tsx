/**
 * @module
 * Activity at /activity (DESIGN section 7, "Audit log"), for the owner: every change, who made
 * it, on which device and when, filtered by child, person, kind and dates, newest first. Behind
 * the owner gate, as /financial. The route owns the filters (they live in the address).
 */
import type { ReactNode } from 'react';
import type { AccessFormProps } from '../../components/owner-gate.tsx';
import { OwnerScreen } from '../../components/owner-screen.tsx';
import type { ActivityFilters } from './activity-filters.ts';
import { ActivityPanel } from './activity-panel.tsx';

/** The Activity screen. */
export function ActivityScreen(props: {
  accessForm: (form: AccessFormProps) => ReactNode;
  filters: ActivityFilters;
  onFiltersChange: (filters: ActivityFilters) => void;
}) {
  return (
    <OwnerScreen
      path="/activity"
      title="Activity"
      subtitle="Every change: who made it, on which device, and when"
      purpose="Enter the owner credentials to see who changed what."
      accessForm={props.accessForm}
    >
      {(access) => (
        <ActivityPanel
          {...access}
          filters={props.filters}
          onFiltersChange={props.onFiltersChange}
        />
      )}
    </OwnerScreen>
  );
}
