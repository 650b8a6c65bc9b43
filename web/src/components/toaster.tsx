/**
 * @module
 * Where toasts show: Radix Toast, in the app shell's strip below the screen (so a toast covers no
 * button), bottom right, 5 s each, swipe right past 50 px to dismiss, F8
 * to focus (spec section 9). An urgent toast (a kiosk alert) is a role="alert", announced at
 * once, and stays until closed: staff may be across the room when it arrives.
 */
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from '@cubby/shared/constants';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  currentToasts,
  dismissToast,
  removeToast,
  subscribeToasts,
  type Toast,
} from '../lib/toast-store.ts';
import * as styles from './toaster.css.ts';

const VARIANT_CLASS: Readonly<Record<Toast['variant'], string>> = {
  default: styles.toast,
  destructive: styles.destructive,
  urgent: styles.urgent,
};

/**
 * The toasts as of the frame after the one a change paints in. Most toasts answer a tap (a
 * presence tick, a check-in): rendered with it, a toast's mount, its exit of the one it replaces
 * and their layout would all come before the tap's answer paints (Interaction to Next Paint,
 * issue 21). A frame later nobody can tell.
 */
function useToastsAfterPaint(): readonly Toast[] {
  const latest = useSyncExternalStore(subscribeToasts, currentToasts);
  const [shown, setShown] = useState(latest);
  useEffect(() => {
    if (shown === latest) return;
    // A hidden page paints no frame, and an alert must still reach its live region.
    if (document.visibilityState === 'hidden') {
      setShown(latest);
      return;
    }
    let timer = 0;
    // A timeout queued from an animation frame runs once that frame has painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setShown(latest));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [latest, shown]);
  return shown;
}

/** The toast viewport; render once near the root. */
export function Toaster() {
  const toasts = useToastsAfterPaint();
  // The same elements while the shown list is the same: a change re-renders none of them until
  // it is shown.
  const items = useMemo(
    () =>
      toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          className={VARIANT_CLASS[item.variant]}
          {...(item.variant === 'urgent'
            ? { role: 'alert', type: 'foreground' as const, duration: Number.POSITIVE_INFINITY }
            : {})}
          onOpenChange={(open) => {
            if (open) return;
            dismissToast(item.id);
            // A dismissed toast leaves the list after the spec's (very long) remove delay, or
            // as soon as a newer one replaces it.
            window.setTimeout(() => removeToast(item.id), TOAST_REMOVE_DELAY_MS);
          }}
        >
          <ToastPrimitive.Title className={styles.title}>{item.title}</ToastPrimitive.Title>
          {item.description ? (
            <ToastPrimitive.Description className={styles.description}>
              {item.description}
            </ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close className={styles.close} aria-label="Close">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )),
    [toasts],
  );
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {items}
      <ToastPrimitive.Viewport hotkey={[TOAST_HOTKEY]} className={styles.viewport} />
    </ToastPrimitive.Provider>
  );
}
