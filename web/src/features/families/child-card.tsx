/**
 * @module
 * One child on the family page: the profile (birth date as MM-DD-YYYY with the age, allergies
 * and medical notes in red, the hourly rate every charge uses, staff notes), the default days
 * and this week's, and Edit Profile. The owner also has Change rate beside the rate; staff see
 * the rate alone (decision 024). The child's room shows too; the owner changes it (decision 039).
 */
import { can } from '@cubby/shared/access';
import { formatDisplayDate } from '@cubby/shared/dates';
import { facilityToday } from '@cubby/shared/facility-clock';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { useSessionRole } from '../../lib/owner-validation.ts';
import { ChangeRateDialog } from './change-rate-dialog.tsx';
import { formatAge } from './child-age.ts';
import { ChildRoom } from './child-room.tsx';
import { ChildWeek, type WeekAttendance } from './child-week.tsx';
import { EditChildDialog } from './edit-child-dialog.tsx';
import * as styles from './families.css.ts';
import type { ChildView } from './family-view.ts';

/** The card of `child`; `canChange` is false offline or before the server answered. */
export function ChildCard(props: {
  child: ChildView;
  familyId: string;
  week: WeekAttendance;
  canChange: boolean;
}) {
  const { child } = props;
  const today = facilityToday(useFacilityClock());
  const age = formatAge(child.birthDate, today);
  const role = useSessionRole();
  const mayChangeRate = can({ role, subject: 'this device' }, 'rates:write');
  return (
    <Card asChild size="2">
      <article aria-label={child.name}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Heading as="h3" size="4" className={styles.wrap}>
              {child.name}
            </Heading>
            <EditChildDialog child={child} familyId={props.familyId} disabled={!props.canChange} />
          </Flex>
          <dl className={styles.details}>
            <Detail label="Birth date">
              {child.birthDate ? (
                <>
                  {formatDisplayDate(child.birthDate)}
                  {age ? ` (${age})` : ''}
                </>
              ) : (
                <Text color="gray">Not recorded</Text>
              )}
            </Detail>
            <Detail label="Allergies">
              {child.allergies ? (
                <Text color="red" weight="bold">
                  {child.allergies}
                </Text>
              ) : (
                <Text color="gray">None recorded</Text>
              )}
            </Detail>
            <Detail label="Medical notes">
              {child.medicalNotes ? (
                <Text color="red" weight="bold">
                  {child.medicalNotes}
                </Text>
              ) : (
                <Text color="gray">None recorded</Text>
              )}
            </Detail>
            <Detail label="Room">
              <ChildRoom child={child} familyId={props.familyId} canChange={props.canChange} />
            </Detail>
            <Detail label="Hourly rate">
              {/* The one rate every charge of the child's uses; the owner changes it. */}
              <Flex align="center" gap="2" wrap="wrap">
                {formatDollars(parseMoney(child.hourlyRate))} per hour
                {mayChangeRate ? (
                  <ChangeRateDialog
                    child={child}
                    familyId={props.familyId}
                    disabled={!props.canChange}
                  />
                ) : null}
              </Flex>
            </Detail>
            <Detail label="Notes">
              {child.notes === undefined ? (
                <Text color="gray">Shown with a connection</Text>
              ) : child.notes ? (
                child.notes
              ) : (
                <Text color="gray">None</Text>
              )}
            </Detail>
          </dl>
          <ChildWeek child={child} week={props.week} />
        </Flex>
      </article>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="span" size="2" weight="medium" asChild>
        <dt>{label}</dt>
      </Text>
      <Text as="span" size="2" asChild>
        <dd className={styles.detailValue}>{children}</dd>
      </Text>
    </>
  );
}
