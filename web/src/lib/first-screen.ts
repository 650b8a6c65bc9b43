/**
 * @module
 * Whether the app's first screen mounts in a transition (decision 058). A staff screen does not:
 * its documents open before React renders (decision 050), and their loading then ran alongside
 * a sliced mount and into the first taps.
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
