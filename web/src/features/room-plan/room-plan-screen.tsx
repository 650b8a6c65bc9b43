/**
 * @module
 * /rooms/plan (issue 19, decision 039), for staff and the owner: next week by default, each room's
 * expected children against its most, the staff they need and the extra days still waiting for
 * an answer, with a totals row and the children in no room. Read from GET /api/rooms/plan.
 */
import { addDays, formatDisplayDate, mondayOf } from '@cubby/shared/dates';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { AppSpinner } from '../../components/app-spinner.tsx';
import * as layout from '../../components/layout.css.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { WeekNavigator } from '../../components/week-navigator.tsx';
import { useRoomPlan } from '../../data/room-plan.ts';
import { useFacilityToday } from '../../lib/facility-clock.ts';
import { RoomPlanTable } from './room-plan-table.tsx';

/** The plan screen. */
export function RoomPlanScreen() {
  const today = useFacilityToday();
  const [monday, setMonday] = useState(() => mondayOf(addDays(today, 7)));
  const plan = useRoomPlan(monday);
  return (
    <div className={layout.page}>
      <AppHeader
        title="Room Plan"
        subtitle="Who is expected in each room, and the staff they need"
        actions={
          <>
            <Button asChild variant="outline" highContrast>
              <Link to="/">Attendance</Link>
            </Button>
            <Button asChild variant="outline" highContrast>
              <Link to="/dashboard">Dashboard</Link>
            </Button>
            <Button asChild variant="soft" highContrast>
              <Link to="/rooms/settings">Room settings</Link>
            </Button>
          </>
        }
      />
      <main>
        <Flex direction="column" gap="4">
          <WeekNavigator
            monday={monday}
            onChange={setMonday}
            label={`Week of ${formatDisplayDate(monday)}`}
          />
          <Card size="2" asChild>
            <section aria-labelledby="plan-heading">
              <Flex direction="column" gap="3">
                <Heading as="h2" size="4" id="plan-heading">
                  Expected per room
                </Heading>
                {plan.isPending ? (
                  <AppSpinner label="Loading the plan..." />
                ) : plan.isError ? (
                  <LoadFailed
                    what="The plan"
                    error={plan.error}
                    onRetry={() => void plan.refetch()}
                  />
                ) : plan.data.rooms.length === 0 ? (
                  <Text as="p" color="gray" align="center" my="4">
                    No rooms yet. The owner sets them up under Room settings.
                  </Text>
                ) : (
                  <RoomPlanTable plan={plan.data} />
                )}
              </Flex>
            </section>
          </Card>
          {plan.data && plan.data.unassigned.length > 0 ? (
            <Card size="2" asChild>
              <section aria-labelledby="unassigned-heading">
                <Flex direction="column" gap="2">
                  <Heading as="h2" size="4" id="unassigned-heading">
                    Children in no room ({plan.data.unassigned.length})
                  </Heading>
                  <Text as="p" color="gray" size="2">
                    They count in no room's plan until the owner gives them one.
                  </Text>
                  <ul>
                    {plan.data.unassigned.map((child) => (
                      <li key={child.customerId}>{child.name}</li>
                    ))}
                  </ul>
                </Flex>
              </section>
            </Card>
          ) : null}
        </Flex>
      </main>
    </div>
  );
}
