/**
 * @module
 * The family list at /families (DESIGN section 7, "People"): every family, found by a child's or
 * a guardian's name, each opening its family page, with the pick-up people a parent proposed
 * that wait for staff. Read from the server each time it opens and whenever a family changes;
 * offline, from this device's directory, so a family's numbers can still be found.
 */
import { Callout, Card, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { AppSpinner } from '../../components/app-spinner.tsx';
import * as layout from '../../components/layout.css.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { StaffLinks } from '../../components/staff-links.tsx';
import * as styles from './families.css.ts';
import { FamilyListRow } from './family-list-row.tsx';
import { searchFamilies } from './family-search.ts';
import { useFamilyList } from './use-family-list.ts';

/** The family list screen. */
export function FamilyListScreen() {
  const [search, setSearch] = useState('');
  const list = useFamilyList();
  const shown = list.status === 'ready' ? searchFamilies(list.families, search) : [];

  return (
    <div className={layout.narrowPage}>
      <AppHeader
        title="Families"
        subtitle="The children, their guardians and who may collect them"
        actions={<StaffLinks current="/families" />}
      />
      <Flex asChild direction="column" gap="4">
        <main>
          <TextField.Root
            type="search"
            aria-label="Search families by a child's or a guardian's name"
            placeholder="Search by a child's or a guardian's name..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {list.status === 'ready' && list.onDevice ? (
            <Callout.Root color="amber" highContrast role="status">
              <Callout.Text>Offline: the families as this device last synced them.</Callout.Text>
            </Callout.Root>
          ) : null}
          {list.status === 'loading' ? (
            <AppSpinner label="Loading families..." />
          ) : list.status === 'failed' ? (
            <LoadFailed what="The families" error={list.error} onRetry={list.retry} />
          ) : shown.length === 0 ? (
            <Card role="status">
              <Text color="gray">
                {search.trim()
                  ? 'No family has a child or a guardian of that name.'
                  : 'No families yet. Adding a customer starts their family.'}
              </Text>
            </Card>
          ) : (
            <ul className={styles.familyList} aria-label="Families">
              {shown.map((family) => (
                <FamilyListRow key={family.id} family={family} />
              ))}
            </ul>
          )}
        </main>
      </Flex>
    </div>
  );
}
