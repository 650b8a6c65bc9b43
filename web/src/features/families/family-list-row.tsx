/**
 * @module
 * One family on the family list: its name, children and guardians, and how many pick-up people
 * a parent proposed wait for staff to approve. The whole card is one link to the family page.
 */
import type { FamilySummaryResponse } from '@cubby/shared/schemas';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import * as styles from './families.css.ts';

/** A family's card on the list. */
export function FamilyListRow({ family }: { family: FamilySummaryResponse }) {
  const children = family.children.map((child) => child.name).join(', ');
  return (
    <li>
      <Card asChild size="2" className={styles.familyCard}>
        <Link to="/families/$familyId" params={{ familyId: family.id }}>
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex direction="column" gap="1" minWidth="0">
              <Heading as="h2" size="3" className={styles.wrap}>
                {family.name}
              </Heading>
              <Text size="2" className={styles.wrap}>
                {children ? `Children: ${children}` : 'No children'}
              </Text>
              {family.guardians.length > 0 ? (
                <Text size="2" color="gray" className={styles.wrap}>
                  Guardians: {family.guardians.join(', ')}
                </Text>
              ) : null}
            </Flex>
            {family.pendingPickups > 0 ? (
              <Badge color="amber" variant="surface" highContrast>
                {family.pendingPickups === 1
                  ? '1 pick-up to approve'
                  : `${family.pendingPickups} pick-ups to approve`}
              </Badge>
            ) : null}
          </Flex>
        </Link>
      </Card>
    </li>
  );
}
