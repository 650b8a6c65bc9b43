/**
 * @module
 * The Alerts button of the staff screens' headers, with the number of today's alerts from the
 * kiosk, the desk and the rooms' ratios; it opens a list of them (time, kiosk, what happened). Each alert
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
  'left-with-non-collector': 'Left with someone who may not collect',
  'kiosk-locked': 'Kiosk paused',
  'kiosks-paused': 'Every kiosk paused',
  'out-of-ratio': 'Out of ratio',
  'back-in-ratio': 'Back in ratio',
};

/**
 * An alert's title: a refusal at the desk names no kiosk (decision 073), and says where it
 * happened as one at the door does.
 */
function titleOf(alert: StaffAlert): string {
  if (alert.kind === 'refused-collector' && !alert.deviceName) return 'Refused at the desk';
  return TITLES[alert.kind];
}

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
      title: titleOf(alert),
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
        <AlertsDialog alerts={alerts} titleOf={titleOf} trigger={trigger} />
      )}
    </OnDemandOverlay>
  );
}
