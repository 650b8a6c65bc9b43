/**
 * @module
 * What the app starts, as it starts, for the route it opens on: the read its screen shows first
 * (`staticData.earlyReads`) and its screen's code (`staticData.preloadScreen`). The route's data
 * stays with the app's route tree, while its component is downloaded by the router; on a phone,
 * each download between the app's start and the screen's first request is a round trip
 * (decision 059).
 */
import type { AnyRouter } from '@tanstack/react-router';
import { startEarlyRead } from './api-client.ts';

/** Starts the early reads and screen downloads of the routes matching `pathname`. */
export function startRouteAt(router: AnyRouter, pathname: string): void {
  const [matched] = router.getMatchedRoutes(pathname);
  for (const route of matched) {
    const { earlyReads = [], preloadScreen } = route.options.staticData ?? {};
    for (const read of earlyReads) startEarlyRead(read);
    preloadScreen?.();
  }
}
