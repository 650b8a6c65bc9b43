/**
 * @module
 * The Edit button of a present day. A week of a hundred children holds up to five hundred present
 * days, and a Radix dialog for each made opening the grid and every tick slower on a tablet; the
 * dialog and its code come when the button is first pressed, open (issue 21). Saving works
 * offline, so on a device whose service worker does not hold the app yet the code also downloads
 * as the button shows.
 */
import { Button } from '@radix-ui/themes';
import { OnDemandOverlay } from '../../components/on-demand-overlay.tsx';
import { onDemand } from '../../lib/on-demand.ts';
import * as styles from './customer-card.css.ts';
import type { EditAttendanceProps } from './edit-attendance-dialog.tsx';

const editAttendance = onDemand(
  async () => (await import('./edit-attendance-dialog.tsx')).EditAttendanceDialog,
  { offline: true },
);

/** The Edit button and the Edit Attendance Details dialog it opens. */
export function EditAttendanceButton(props: EditAttendanceProps) {
  return (
    <OnDemandOverlay
      overlay={editAttendance}
      what="Edit Attendance Details"
      trigger={
        <Button size="1" variant="soft" highContrast className={styles.editButton}>
          <span className={styles.wideLabel}>Edit</span>
          <span className={styles.narrowLabel}>Edit Times</span>
        </Button>
      }
    >
      {(EditAttendanceDialog, trigger) => <EditAttendanceDialog {...props} trigger={trigger} />}
    </OnDemandOverlay>
  );
}
