/**
 * @module
 * A button that opens an overlay (a dialog, an alert dialog, a popover) whose code does not come
 * with the screen (issue 21, decision 045). The button shows at once as the overlay's own trigger
 * shows it: same look and name, `aria-haspopup="dialog"` and `aria-expanded="false"` as Radix's
 * trigger says. A pointer over it, focus on it or a press starts the download; the press then
 * mounts the overlay, open, around the same button, and from there on it is Radix's own: focus
 * returns to the button when the overlay closes, and the next press opens it again. A download
 * that fails says so, and the next press tries again. An overlay that must open offline also
 * downloads as its button shows while the service worker does not hold the app yet.
 */
import {
  cloneElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import type { OnDemand } from '../lib/on-demand.ts';
import { toast } from '../lib/toast-store.ts';

type TriggerProps = HTMLAttributes<HTMLElement> & { type?: 'button'; 'data-state'?: string };

/** `trigger` until pressed, then the overlay `children` render, open. */
export function OnDemandOverlay<T>(props: {
  /** The overlay's code: what `children` render once it has downloaded. */
  overlay: OnDemand<T>;
  /** The button, as the overlay's trigger shows it; it takes no handlers of its own. */
  trigger: ReactElement<TriggerProps>;
  /** What the button opens, for the message when it cannot be downloaded ('Individual Report'). */
  what: string;
  /** The overlay, mounted open, with `trigger` inside its Radix trigger. */
  children: (overlay: T, trigger: ReactElement<TriggerProps>) => ReactNode;
}) {
  const { overlay, trigger } = props;
  const [pressed, setPressed] = useState(false);
  useEffect(() => overlay.keepForOffline(), [overlay]);
  const code = pressed ? overlay.loaded() : undefined;
  if (code !== undefined) return props.children(code, trigger);
  const open = () => {
    overlay.load().then(
      () => setPressed(true),
      () =>
        toast({
          title: `Could not open ${props.what}`,
          description: 'Check the connection and press again.',
          variant: 'destructive',
        }),
    );
  };
  return cloneElement(trigger, {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: overlay.preload,
    onPointerDown: overlay.preload,
    onFocus: overlay.preload,
    onClick: open,
  });
}
