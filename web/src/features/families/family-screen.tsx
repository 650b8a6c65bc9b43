/**
 * @module
 * The family page at /families/{id} (DESIGN section 7, "People"), for staff: the children with
 * their profiles and days, the note the kiosk shows the family, the contacts grouped by role with
 * Call links, and the parent logins.
 * With no network it still shows the profiles and the phone numbers from the directory document
 * (an emergency number must be callable from a tablet offline), with every change disabled.
 */
import { mondayOf, weekDates } from '@cubby/shared/dates';
import { facilityToday } from '@cubby/shared/facility-clock';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { AppSpinner } from '../../components/app-spinner.tsx';
import * as layout from '../../components/layout.css.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useWeekDoc, useWeekRecords } from '../../data/week.ts';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { AddSiblingDialog } from './add-sibling-dialog.tsx';
import { ChildCard } from './child-card.tsx';
import { ContactsSection } from './contacts-section.tsx';
import * as styles from './families.css.ts';
import type { FamilyView } from './family-view.ts';
import { KioskNoteSection } from './kiosk-note-section.tsx';
import { MoneySection } from './money-section.tsx';
import { ParentLoginsSection } from './parent-logins-section.tsx';
import { StatementsSection } from './statements-section.tsx';
import { useFamilyView } from './use-family-view.ts';

/** The family page of `familyId`. */
export function FamilyScreen({ familyId }: { familyId: string }) {
  const state = useFamilyView(familyId);
  return (
    <div className={layout.narrowPage}>
      <AppHeader
        title={state.status === 'found' ? state.family.name : 'Family'}
        subtitle="Family"
        actions={
          <Button asChild variant="outline" highContrast>
            <Link to="/families">All Families</Link>
          </Button>
        }
      />
      <main>
        {state.status === 'loading' ? (
          <AppSpinner label="Loading family..." />
        ) : state.status === 'not-found' ? (
          <Card role="status">
            <Text>No such family: it may have been deleted. Find it on the family list.</Text>
          </Card>
        ) : state.status === 'failed' ? (
          <LoadFailed what="The family" error={state.error} onRetry={state.retry} />
        ) : (
          <FamilyDetails family={state.family} serverFailure={state.serverFailure} />
        )}
      </main>
    </div>
  );
}

function FamilyDetails({
  family,
  serverFailure,
}: {
  family: FamilyView;
  serverFailure: { error: unknown; retry: () => void } | null;
}) {
  const online = useBrowserOnline();
  // Changes need the server, and the forms need what only the server knows (notes, emails).
  const canChange = online && family.fromServer;
  const clock = useFacilityClock();
  const monday = mondayOf(facilityToday(clock));
  const dates = useMemo(() => weekDates(monday), [monday]);
  const { records } = useWeekRecords(useWeekDoc(monday));
  const week = useMemo(() => ({ dates, days: records }), [dates, records]);
  const childrenHeading = useId();

  return (
    <Flex direction="column" gap="6">
      <NeedsConnection online={online} />
      {online && serverFailure ? (
        // Online, yet the server did not answer: say why the changes are disabled.
        <LoadFailed
          what="Notes, emails and parent logins"
          error={serverFailure.error}
          onRetry={serverFailure.retry}
        />
      ) : null}
      <section aria-labelledby={childrenHeading}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="5" id={childrenHeading}>
              Children
            </Heading>
            <AddSiblingDialog familyId={family.id} familyName={family.name} disabled={!canChange} />
          </Flex>
          {family.children.length === 0 ? (
            <Card>
              <Text color="gray">No children in this family.</Text>
            </Card>
          ) : (
            <ul className={styles.cardGrid} aria-label="Children">
              {family.children.map((child) => (
                <li key={child.id}>
                  <ChildCard child={child} familyId={family.id} week={week} canChange={canChange} />
                </li>
              ))}
            </ul>
          )}
        </Flex>
      </section>
      <KioskNoteSection family={family} canChange={canChange} />
      <ContactsSection family={family} canChange={canChange} />
      <ParentLoginsSection family={family} canChange={canChange} />
      {/* Money is the server's alone (the ledger, statements): offline, the notice above says so. */}
      {online ? (
        <>
          <MoneySection familyId={family.id} canChange={canChange} joinedAt={family.joinedAt} />
          <StatementsSection familyId={family.id} />
        </>
      ) : null}
    </Flex>
  );
}
