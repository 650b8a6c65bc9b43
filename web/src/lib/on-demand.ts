/**
 * @module
 * Code a screen offers but runs only when someone asks for it (an overlay and what it holds),
 * downloaded apart from the screen (issue 21, decision 045): once, when first wanted or earlier
 * through `preload`. A download that failed is forgotten, so the next try fetches it again.
 */

/** Code downloaded when wanted. */
export interface OnDemand<T> {
  /** Downloads the code, once; rejects when the download failed, and the next call tries again. */
  load: () => Promise<T>;
  /** Starts the download, as a press may follow; a failure waits for the press to try again. */
  preload: () => void;
  /** The code once downloaded, undefined before. */
  loaded: () => T | undefined;
  /**
   * For code that must work offline (`offline: true`), called as its trigger shows: downloads
   * it at once unless a service worker controls the page, whose cache holds every file of the
   * app. A device that loses the network before its service worker has cached the app (in its
   * first minutes) can then still open it, as it could when the code came with the screen.
   */
  keepForOffline: () => void;
}

/** Wraps `load`, which resolves to the code (a component, or an object of them). */
export function onDemand<T>(
  load: () => Promise<T>,
  options: { offline?: boolean } = {},
): OnDemand<T> {
  let loading: Promise<T> | undefined;
  let code: T | undefined;
  const fetchOnce = () => {
    loading ??= load().then(
      (value) => {
        code = value;
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const preload = () => void fetchOnce().catch(() => undefined);
  return {
    load: fetchOnce,
    preload,
    loaded: () => code,
    keepForOffline: () => {
      if (options.offline && !serviceWorkerHoldsTheApp()) preload();
    },
  };
}

// The service worker takes control once its cache holds every file (decision 045).
function serviceWorkerHoldsTheApp(): boolean {
  return Boolean(navigator.serviceWorker?.controller);
}
