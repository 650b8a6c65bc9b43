/**
 * @module
 * The daily sign-in sheet (issue 17): one line per stay of a day, with who dropped the child
 * off and who picked them up, and the kiosk signatures. Read live from the day's records
 * (decision 069), so a kiosk's sign-in shows without a reload and a corrected time shows as
 * corrected; printed as a table on its own (the print layer).
 */
import { addDays, formatDisplayDate, mondayOf } from '@cubby/shared/dates';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { PrintLayer } from '../../components/print-layer.tsx';
import { useDirectory } from '../../data/directory.ts';
import { recordsOn, useWeekDoc, useWeekRecords, visitsOf } from '../../data/week.ts';
import { useFacilityClock, useFacilityToday } from '../../lib/facility-clock.ts';
import { useStaffUser } from '../../lib/staff-user.ts';
import { type SheetRow, sheetRows } from './sheet-rows.ts';
import * as styles from './sign-in-sheet.css.ts';
import { SignatureImage } from './signature-image.tsx';

/** The sign-in sheet of `?date=`, or of the facility's today. */
export function SignInSheetScreen() {
  const { businessName } = useStaffUser();
  const today = useFacilityToday();
  const { date: asked } = useSearch({ strict: false }) as { date?: string };
  const date = asked ?? today;
  const navigate = useNavigate();
  const { timeZone } = useFacilityClock();
  const week = useWeekDoc(mondayOf(date));
  const { records, loaded: weekLoaded } = useWeekRecords(week);
  const { customers, loaded: directoryLoaded } = useDirectory();
  const rows = useMemo(
    () => sheetRows(visitsOf(recordsOn(records, date)), customers, timeZone),
    [records, date, customers, timeZone],
  );
  const headingId = useId();
  const showDate = (next: string) =>
    void navigate({ to: '/sign-in-sheet', search: next === today ? {} : { date: next } });
  const title = `Sign-in sheet for ${formatDisplayDate(date)}`;

  return (
    <Flex direction="column" gap="4" px={{ initial: '3', sm: '5' }} pb="6">
      <AppHeader
        title="Daily Sign-In Sheet"
        subtitle="Who brought each child, who took them home, and when"
        actions={
          <>
            <Button asChild variant="outline" highContrast>
              <Link to="/dashboard">Dashboard</Link>
            </Button>
            <Button highContrast onClick={() => window.print()}>
              Print
            </Button>
          </>
        }
      />
      <main>
        <Flex asChild direction="column" gap="3">
          <section aria-labelledby={headingId}>
            <Flex align="center" gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => showDate(addDays(date, -1))}>
                Previous
              </Button>
              <Button variant="outline" disabled={date === today} onClick={() => showDate(today)}>
                Today
              </Button>
              <Button variant="outline" onClick={() => showDate(addDays(date, 1))}>
                Next
              </Button>
            </Flex>
            <Heading as="h2" size="5" id={headingId} aria-live="polite">
              {title}
            </Heading>
            {!weekLoaded || !directoryLoaded ? (
              <AppSpinner label="Loading the sign-in sheet..." />
            ) : rows.length === 0 ? (
              <Card role="status">
                <Text color="gray">No one signed in on {formatDisplayDate(date)}</Text>
              </Card>
            ) : (
              <SheetTable rows={rows} label={title} />
            )}
          </section>
        </Flex>
      </main>
      {weekLoaded && directoryLoaded ? (
        <PrintLayer className={styles.printed} testId="sign-in-sheet-print">
          <h1>{businessName ?? 'Cubby'}</h1>
          <h2>{title}</h2>
          {rows.length === 0 ? (
            <p>No one signed in on {formatDisplayDate(date)}</p>
          ) : (
            <SheetTable rows={rows} label={title} />
          )}
        </PrintLayer>
      ) : null}
    </Flex>
  );
}

function SheetTable(props: { rows: SheetRow[]; label: string }) {
  const c = styles.cell;
  return (
    <table className={styles.table} aria-label={props.label}>
      <thead>
        <tr>
          <th className={c}>Child</th>
          <th className={c}>In</th>
          <th className={c}>Dropped off by</th>
          <th className={c}>Signature</th>
          <th className={c}>Out</th>
          <th className={c}>Picked up by</th>
          <th className={c}>Signature</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.id}>
            <td className={c}>{row.child}</td>
            <td className={c}>
              <time dateTime={row.checkInTime}>{row.inAt}</time>
            </td>
            <td className={c}>{row.droppedOffBy}</td>
            <td className={c}>
              <SignatureImage
                id={row.checkInSignature}
                alt={`Signature of ${row.droppedOffBy || 'the person'} at drop-off`}
              />
            </td>
            <td className={c}>
              {row.checkOutTime ? <time dateTime={row.checkOutTime}>{row.outAt}</time> : null}
            </td>
            <td className={c}>{row.pickedUpBy}</td>
            <td className={c}>
              <SignatureImage
                id={row.checkOutSignature}
                alt={`Signature of ${row.pickedUpBy || 'the person'} at pick-up`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
