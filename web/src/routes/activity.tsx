/**
 * @module
 * /activity: the owner's audit log, for signed-in staff who also pass the owner check, as
 * /financial. Its filters are the address's search (`/activity?customerId=...`), so each
 * child's history is a link away from wherever the child is shown.
 */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ActivityFilters } from '../features/activity/activity-filters.ts';
import { staffScreen } from '../features/auth/staff-session.tsx';

// Features do not import each other; the route hands the Activity screen the owner access form
// and the filters from the address.
async function loadActivity() {
  const [{ ActivityScreen }, { OwnerAccessForm }, { readActivityFilters }] = await Promise.all([
    import('../features/activity/activity-screen.tsx'),
    import('../features/owner-access/owner-access-form.tsx'),
    import('../features/activity/activity-filters.ts'),
  ]);
  return function Activity() {
    const search = Route.useSearch();
    const filters = useMemo(() => readActivityFilters(search), [search]);
    const navigate = useNavigate({ from: '/activity' });
    return (
      <ActivityScreen
        accessForm={(form) => <OwnerAccessForm {...form} stayOnPage />}
        filters={filters}
        onFiltersChange={(next: ActivityFilters) => void navigate({ search: next })}
      />
    );
  };
}

export const Route = createFileRoute('/activity')({
  // The screen reads the filters, dropping what does not read: their rules are zod schemas, which
  // would otherwise come with every screen's first load (decision 045).
  validateSearch: (
    search: Record<string, unknown>,
  ): Partial<Record<keyof ActivityFilters, unknown>> => search,
  // staffScreen loads the screen itself; the gate comes with the app.
  codeSplitGroupings: [],
  component: staffScreen(loadActivity),
});
