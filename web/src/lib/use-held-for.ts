/**
 * @module
 * Whether a value has stayed the same for a while: the grace a screen gives the server (a socket
 * to come up, a copy to sync, a directory to fill) before it acts as if it will not.
 */
import { useEffect, useState } from 'react';

/** True once `value` has been the same (`Object.is`) for `ms`, since the last change or mount. */
export function useHeldFor(value: unknown, ms: number): boolean {
  const [held, setHeld] = useState<{ value: unknown } | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setHeld({ value }), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return held !== null && Object.is(held.value, value);
}
