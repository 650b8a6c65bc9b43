/**
 * @module
 * The Alerts button of the staff screens' headers, with the number of today's alerts from the
 * kiosk and the rooms' ratios; it opens a list of them (time, kiosk, what happened). Each alert
 * that arrives while a staff screen is open is also told in a toast, on every staff device at
 * once: urgent for a person who must not collect at the door or a room out of ratio, calm for a
 * room back in ratio.
 */
import type { StaffAlert } from '@cubby/shared/schemas';
import { Button } from '@radix-ui/themes';
import { useStaffAlerts } from '../data/staff-alerts.ts';
import { countOf } from '../lib/format.ts';
import { onDemand } from '../lib/on-demand.ts';
import { toast } from '../lib/toast-store.ts';
import { CountedLabel } from './counted-label.tsx';
import { OnDemandOverlay } from './on-demand-overlay.tsx';

const TITLES: Readonly<Record<StaffAlert['kind'], string>> = {
  'refused-collector': 'Refused at the kiosk',
  'kiosk-locked': 'Kiosk paused',
  'kiosks-paused': 'Every kiosk paused',
  'out-of-ratio': 'Out of ratio',
  'back-in-ratio': 'Back in ratio',
};

// Good news needs no urgency: a room back in ratio is told calmly.
const CALM: ReadonlySet<StaffAlert['kind']> = new Set(['back-in-ratio']);

// The list's code comes when the button is first wanted (issue 21), and offline too.
const alertsDialog = onDemand(async () => (await import('./alerts-dialog.tsx')).AlertsDialog, {
  offline: true,
});

/** 'Alerts', how many there were today, and the list of them. */
export function AlertsButton() {
  const alerts = useStaffAlerts((alert) =>
    toast({
      title: TITLES[alert.kind],
      description: alert.message,
      variant: CALM.has(alert.kind) ? 'default' : 'urgent',
    }),
  );
  return (
    <OnDemandOverlay
      overlay={alertsDialog}
      what="today's alerts"
      trigger={
        <Button
          variant="outline"
          highContrast
          color={alerts.length > 0 ? 'red' : undefined}
          // The name read out starts with the words on screen ('Alerts 2'), then says what counts.
          aria-label={
            alerts.length > 0
              ? `Alerts ${countOf(alerts.length, 'alert', 'alerts')} today`
              : undefined
          }
        >
          <CountedLabel label="Alerts" count={alerts.length} color="red" />
        </Button>
      }
    >
      {(AlertsDialog, trigger) => (
        <AlertsDialog alerts={alerts} titles={TITLES} trigger={trigger} />
      )}
    </OnDemandOverlay>
  );
}
