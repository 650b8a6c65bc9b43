/**
 * @module
 * Staff weekly attendance, the screen at / (spec section 2): the week's customers with a
 * presence checkbox per weekday, read from and written to the week document so it works offline
 * and shows other devices' changes live. The route passes in what belongs to other features
 * (the owner access button, the reports).
 */
import { weekDates } from '@cubby/shared/dates';
import type { Expectation } from '@cubby/shared/expected-days';
import { timeOfDayAt } from '@cubby/shared/facility-clock';
import { Container, Flex, Text, TextField } from '@radix-ui/themes';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { WeekNavigator } from '../../components/week-navigator.tsx';
import { useClosedDates } from '../../data/centre-hours.ts';
import { filterByName, useDirectory } from '../../data/directory.ts';
import { useExpectationsOn } from '../../data/expectations.ts';
import { useFacilityHours } from '../../data/facility-hours.ts';
import { useAdjacentWeeks, useWeekDoc, useWeekRecords } from '../../data/week.ts';
import { useFacilityClock, useFacilityToday, useWeekOnScreen } from '../../lib/facility-clock.ts';
import { AddCustomerForm } from './add-customer-form.tsx';
import * as styles from './attendance-screen.css.ts';
import { saveAttendanceDetails, togglePresence } from './attendance-writes.ts';
import type { DayActions } from './customer-card.tsx';
import { CustomerList } from './customer-list.tsx';
import { StaffNavButtons } from './staff-nav-buttons.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { WeekLabel } from './week-label.tsx';

const NO_EXPECTATIONS = new Map<string, Expectation>();
const StaticAddCustomerForm = memo(AddCustomerForm);

/** The weekly attendance screen. */
export function AttendanceScreen(props: {
  /** The Financial button with its owner access dialog. */
  financialButton: ReactNode;
  /** Print Weekly and Individual Report for the week on screen. */
  renderReports: (monday: string) => ReactNode;
}) {
  const [monday, setMonday] = useWeekOnScreen();
  const [search, setSearch] = useState('');
  const today = useFacilityToday();
  const { customers, loaded } = useDirectory();
  const week = useWeekDoc(monday);
  const attendance = useWeekRecords(week);
  const clock = useFacilityClock();
  const { history: hours } = useFacilityHours();
  // Previous and Next Week show their data at once: both are opened once this one has its own.
  useAdjacentWeeks(week, monday);
  const shown = filterByName(customers, search);
  const searching = search.trim() !== '';
  // Stable across renders, so a card re-renders only when its own data changes.
  const dates = useMemo(() => weekDates(monday), [monday]);
  const closed = useClosedDates(dates);
  // Today's week, whichever week is on screen: its tags show only when that week is shown.
  const expected = useExpectationsOn(today, customers);
  const todayExpectations =
    expected.loaded && dates.includes(today) ? expected.expectations : NO_EXPECTATIONS;
  // The same actions across renders, so a card re-renders only when its own data changes.
  const actions = useMemo<DayActions>(() => {
    const grid = { doc: week.doc, hours, clock };
    return {
      toggle: (customerId, date, isPresent, arrivalTime) =>
        togglePresence(grid, customerId, date, isPresent, arrivalTime),
      saveDetails: (customerId, date, details, visitId) =>
        saveAttendanceDetails(grid, customerId, date, details, visitId),
      now: () => timeOfDayAt(clock.now(), clock.timeZone),
    };
  }, [week.doc, hours, clock]);

  // A tick changes the week's days and nothing else: the header, the reports and the add form
  // are kept from one render to the next rather than rebuilt on every change (issue 21).
  const header = useMemo(
    () => (
      <AppHeader
        title="Daily Check In"
        subtitle="Welcome, Admin"
        actions={<StaffNavButtons financial={props.financialButton} />}
      />
    ),
    [props.financialButton],
  );
  const { renderReports } = props;
  const reports = useMemo(() => renderReports(monday), [renderReports, monday]);

  return (
    <Container size="4" px={{ initial: '3', sm: '5' }} pb="6">
      {header}
      <main>
        <Flex direction="column" gap="4">
          <SummaryCards totalCustomers={customers.length} />
          <WeekNavigator
            monday={monday}
            onChange={setMonday}
            label={<WeekLabel monday={monday} />}
          />
          <div className={styles.toolbar}>
            <TextField.Root
              className={styles.search}
              type="search"
              aria-label="Search customers by name"
              placeholder="Search customers by name..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Flex gap="2" wrap="wrap">
              {reports}
            </Flex>
          </div>
          <Text as="p" size="2" color="gray">
            Tick a day to mark the customer present (today asks when they arrived); Edit sets the
            times and pick-up reason.
          </Text>
          <CustomerList
            customers={shown}
            loaded={loaded}
            searching={searching}
            dates={dates}
            closed={closed}
            today={today}
            todayExpectations={todayExpectations}
            days={attendance.records}
            ready={attendance.loaded}
            actions={actions}
          />
          {/* Below a list that is still filling in, the form would jump down (a layout shift). */}
          {loaded ? <StaticAddCustomerForm /> : null}
        </Flex>
      </main>
    </Container>
  );
}
