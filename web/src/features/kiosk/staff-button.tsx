/**
 * @module
 * The kiosk bar's Staff button. Its dialog (Radix's dialog, focus trap and scroll lock, and the
 * staff sign-in) is not needed to show the PIN pad, so it downloads once the kiosk is up and
 * mounts, open, when the button is first pressed (decision 045). The download still comes
 * early: a kiosk that goes offline must still let staff leave it.
 */
import { Button } from '@radix-ui/themes';
import { Suspense, useEffect, useState } from 'react';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { whenIdle } from '../../lib/when-idle.ts';

const leaveKiosk = lazyScreen(
  async () => (await import('./leave-kiosk-dialog.tsx')).LeaveKioskDialog,
);

/** The Staff button, and the Leave kiosk mode dialog once pressed. */
export function StaffButton() {
  const [pressed, setPressed] = useState(false);
  useEffect(() => whenIdle(leaveKiosk.preload), []);
  const button = (
    // As the dialog's own trigger says, before the dialog exists.
    <Button
      variant="soft"
      color="gray"
      size="3"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setPressed(true)}
    >
      Staff
    </Button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <leaveKiosk.Screen defaultOpen />
    </Suspense>
  );
}
