/**
 * @module
 * Whether the app's first screen mounts in a transition (decision 058). A staff screen does not:
 * its gate and screen are lazy components React mounts in slices already, and with its first
 * mount in a transition too, its session was answered later and its data showed no sooner.
 */
let inSlices = true;

/** Called as the app starts on a staff screen, before React's first render. */
export function mountFirstScreenAtOnce(): void {
  inSlices = false;
}

/** Whether the root mounts the first screen in a transition. */
export function firstScreenInSlices(): boolean {
  return inSlices;
}
