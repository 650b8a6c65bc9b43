/**
 * @module
 * One customer in the quick check-in list (spec section 2): initials, name and short ID; when
 * checked in, a 'Checked In' badge, the check-in time, the time elapsed and Check Out; otherwise
 * 'Not Checked In' and Check In. The name links to the family page; allergy and medical marks
 * follow it. For 10 minutes after a check-out the row says when and who collected, with Undo
 * beside it (decision 073): inline, where no toast can cover it.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { stayMinutes } from '@cubby/shared/stay-time';
import { Avatar, Badge, Box, Button, Text } from '@radix-ui/themes';
import { ChildAlerts } from '../../components/child-alerts.tsx';
import { ChildLink } from '../../components/child-link.tsx';
import type { ChildVisit } from '../../data/week.ts';
import { useFacilityClock } from '../../lib/facility-clock.ts';
import { formatTimeAt } from '../../lib/facility-moments.ts';
import { initialsOf, shortId } from '../../lib/format.ts';
import * as styles from './dashboard.css.ts';
import { formatCheckOut, formatElapsed, withDropOff } from './visit-format.ts';

/** A customer's row, with the open visit of today if there is one. */
export function CheckInRow(props: {
  customer: DirectoryEntry;
  openVisit: ChildVisit | undefined;
  /** The stay checked out in the last 10 minutes, which Undo reopens. */
  undoable: ChildVisit | undefined;
  now: Date;
  onCheckIn: (customerId: string) => void;
  onCheckOut: (customerId: string) => void;
  onUndoCheckOut: (customerId: string) => void;
}) {
  const { customer, openVisit, undoable } = props;
  const { timeZone } = useFacilityClock();
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <Avatar fallback={initialsOf(customer.name)} radius="full" aria-hidden />
        <Box minWidth="0">
          <Text as="div" weight="medium" className={styles.name}>
            <ChildLink child={customer} /> <ChildAlerts child={customer} />
          </Text>
          <Text as="div" size="1" color="gray">
            ID: {shortId(customer.id)}
          </Text>
        </Box>
      </div>
      <div className={styles.status}>
        {openVisit ? (
          <>
            <Badge color="green" highContrast>
              Checked In
            </Badge>
            <Text size="1" color="gray">
              Since{' '}
              <time dateTime={openVisit.checkInTime}>
                {formatTimeAt(openVisit.checkInTime, timeZone)}
              </time>
              {withDropOff(openVisit)} · {formatElapsed(stayMinutes(openVisit, props.now))}
            </Text>
            <Button
              color="orange"
              variant="soft"
              aria-label={`Check Out ${customer.name}`}
              onClick={() => props.onCheckOut(customer.id)}
            >
              Check Out
            </Button>
          </>
        ) : (
          <>
            <Badge color="gray" highContrast>
              Not Checked In
            </Badge>
            {undoable?.checkOutTime ? (
              <>
                <Text size="1" color="gray">
                  {formatCheckOut(undoable, timeZone)}
                </Text>
                <Button
                  variant="outline"
                  aria-label={`Undo check-out of ${customer.name}`}
                  onClick={() => props.onUndoCheckOut(customer.id)}
                >
                  Undo check-out
                </Button>
              </>
            ) : null}
            <Button
              highContrast
              aria-label={`Check In ${customer.name}`}
              onClick={() => props.onCheckIn(customer.id)}
            >
              Check In
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
