/**
 * @module
 * The Schedule Overview (spec section 2), shown at /schedule and /customer-schedules: every
 * customer's default days, the families' answers for the week (live), their notes, the staff
 * notes, and the edit-schedule dialog.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { Badge, Button, Flex } from '@radix-ui/themes';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { AppSpinner } from '../../components/app-spinner.tsx';
import * as layout from '../../components/layout.css.ts';
import { RequestsButton } from '../../components/requests-button.tsx';
import { useDirectory } from '../../data/directory.ts';
import { currentMonday, useFacilityClock } from '../../lib/facility-clock.ts';
import { EditScheduleDialog } from './edit-schedule-dialog.tsx';
import { ScheduleGuide } from './schedule-guide.tsx';
import { scheduleSearchFor } from './schedule-search.ts';
import { ScheduleTable } from './schedule-table.tsx';

/** The Schedule Overview screen. */
export function ScheduleOverviewScreen() {
  const [monday, setMonday] = useWeekInAddress();
  const [editing, setEditing] = useState<DirectoryEntry | null>(null);
  const { customers, loaded: ready } = useDirectory();

  return (
    <div className={layout.page}>
      <AppHeader
        title="Schedule Overview"
        subtitle="Customer schedules and management"
        actions={
          <>
            <Badge size="2" variant="soft" highContrast>
              Schedule Management
            </Badge>
            <RequestsButton />
            <Button asChild variant="outline">
              <Link to="/">Back to Attendance</Link>
            </Button>
          </>
        }
      />
      <main>
        {ready ? (
          <Flex direction="column" gap="5">
            <ScheduleTable
              monday={monday}
              onWeekChange={setMonday}
              customers={customers}
              onEdit={setEditing}
            />
            <ScheduleGuide />
          </Flex>
        ) : (
          <AppSpinner label="Loading schedule overview..." />
        )}
      </main>
      <EditScheduleDialog customer={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

// The week on screen lives in the address, so a link can open a week and Back returns to the
// one before; no week there is the facility's current week.
function useWeekInAddress(): [string, (monday: string) => void] {
  const { week } = useSearch({ strict: false });
  const navigate = useNavigate();
  const thisWeek = currentMonday(useFacilityClock());
  const show = (monday: string) =>
    void navigate({ to: '.', search: scheduleSearchFor(monday, thisWeek) });
  return [week ?? thisWeek, show];
}
