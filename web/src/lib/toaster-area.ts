/**
 * @module
 * The toast area's code (Radix Toast with its dismissable layer, about 12 KiB), downloaded apart
 * from the screens (decision 045). The root mounts it when a toast is first asked for, so a
 * parent's page or the kiosk does not download it before showing. The staff screens, which keep
 * working offline, ask for it once they are idle: a tablet that loses the network before its
 * first toast has it already, whether or not the service worker has finished caching.
 */
import { lazyScreen } from './lazy-screen.ts';
import { whenIdle } from './when-idle.ts';

// A download that fails leaves the app without toasts rather than failing the screen.
export const toasterArea = lazyScreen(async () => {
  try {
    return (await import('../components/toaster.tsx')).Toaster;
  } catch {
    return () => null;
  }
});

/** Downloads the toast area at the next idle moment; returns the cancel. */
export function preloadToasterWhenIdle(): () => void {
  return whenIdle(toasterArea.preload);
}
