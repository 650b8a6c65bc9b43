/**
 * @module
 * The small help marks of the dashboard (spec section 2), on Radix Tooltip (700 ms delay, 300 ms
 * skip, set once by `HelpTooltips` around the screen), reachable by keyboard. A tooltip opens on
 * hover and focus only, and a tablet or phone has neither: a tap (or a click) toggles it too
 * (issue 16), and a tap anywhere else closes it.
 */
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@cubby/shared/constants';
import { IconButton, Tooltip } from '@radix-ui/themes';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';

/**
 * The tooltips' delays, shared by every help mark in `children` (the skip delay runs from one
 * mark to the next). Only a screen that shows help marks wraps itself in it, so the others
 * download no tooltip code (decisions 045 and 047).
 */
export function HelpTooltips({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** A '?' that explains something. */
export function HelpTooltip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  // Radix closes a tooltip as its trigger is pressed and clicked; what the press found decides
  // the toggle, and the click is kept from Radix's own close.
  const openWhenPressed = useRef(false);
  return (
    <Tooltip content={text} open={open} onOpenChange={setOpen}>
      <IconButton
        size="1"
        variant="ghost"
        radius="full"
        type="button"
        aria-label={`Help: ${label}`}
        onPointerDown={() => {
          openWhenPressed.current = open;
        }}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!openWhenPressed.current);
        }}
      >
        ?
      </IconButton>
    </Tooltip>
  );
}
