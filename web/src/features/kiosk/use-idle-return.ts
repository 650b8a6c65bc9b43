/**
 * @module
 * Returns the kiosk to the PIN pad when nobody has touched it for long enough
 * (`idle-timer.ts`); any pointer or key counts as a touch.
 */
import { useEffect, useRef } from 'react';
import { isIdleTooLong } from './idle-timer.ts';

// How often the timer looks at the clock.
const CHECK_MS = 1_000;

/** Calls `onIdle` once `idleMs` pass without a touch, while `active`. */
export function useIdleReturn(active: boolean, idleMs: number, onIdle: () => void): void {
  const lastTouch = useRef(Date.now());
  const callback = useRef(onIdle);
  callback.current = onIdle;

  useEffect(() => {
    if (!active) return;
    lastTouch.current = Date.now();
    const touched = () => {
      lastTouch.current = Date.now();
    };
    const check = setInterval(() => {
      if (isIdleTooLong(lastTouch.current, Date.now(), idleMs)) callback.current();
    }, CHECK_MS);
    window.addEventListener('pointerdown', touched);
    window.addEventListener('keydown', touched);
    return () => {
      clearInterval(check);
      window.removeEventListener('pointerdown', touched);
      window.removeEventListener('keydown', touched);
    };
  }, [active, idleMs]);
}
