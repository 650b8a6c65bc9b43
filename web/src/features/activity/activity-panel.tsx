/**
 * @module
 * The validated owner's Activity screen: the filters, Export CSV for what they select, and the
 * log a page at a time with Load More. A spinner shows while the first page loads; a failed read
 * says why; no entry under the filters says so; an owner session the server no longer accepts
 * goes back to the owner access form.
 */
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { type ReactNode, useEffect } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import type { OwnerAccess } from '../../components/owner-gate.tsx';
import { errorText, isSessionEnded } from '../../lib/error-text.ts';
import { useActivity } from './activity-api.ts';
import { ActivityFilterBar } from './activity-filter-bar.tsx';
import { type ActivityFilters, auditQueryString } from './activity-filters.ts';
import { ActivityTable } from './activity-table.tsx';

/** The log under `filters`; `onFiltersChange` puts new ones in the address. */
export function ActivityPanel(
  props: OwnerAccess & {
    filters: ActivityFilters;
    onFiltersChange: (filters: ActivityFilters) => void;
  },
) {
  const { filters, onRefused } = props;
  const activity = useActivity(filters);
  useEffect(() => {
    if (isSessionEnded(activity.error)) onRefused();
  }, [activity.error, onRefused]);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card size="2" asChild>
      <section aria-labelledby="activity-heading">
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id="activity-heading">
              Who Changed What
            </Heading>
            {/* A plain same-origin link: the owner's session cookie lets the browser download it. */}
            <Button asChild variant="soft" highContrast>
              <a href={`/api/audit.csv${auditQueryString(filters)}`} download>
                Export CSV
              </a>
            </Button>
          </Flex>
          <ActivityFilterBar filters={filters} onChange={props.onFiltersChange} />
          {activity.isPending ? (
            <AppSpinner label="Loading activity..." />
          ) : activity.data === undefined ? (
            <Problem>The activity could not be loaded: {errorText(activity.error)}</Problem>
          ) : entries.length === 0 ? (
            <Text as="p" color="gray" align="center" my="6" role="status">
              No activity matches these filters
            </Text>
          ) : (
            <>
              <ActivityTable entries={entries} />
              {/* Entries already shown stay when a later read fails. */}
              {activity.isError ? (
                <Problem>More activity could not be loaded: {errorText(activity.error)}</Problem>
              ) : null}
              {activity.hasNextPage ? (
                <Flex justify="center">
                  <Button
                    variant="soft"
                    highContrast
                    disabled={activity.isFetchingNextPage}
                    onClick={() => void activity.fetchNextPage()}
                  >
                    {activity.isFetchingNextPage ? 'Loading...' : 'Load More'}
                  </Button>
                </Flex>
              ) : null}
            </>
          )}
        </Flex>
      </section>
    </Card>
  );
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <Callout.Root color="red" highContrast role="alert">
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}
