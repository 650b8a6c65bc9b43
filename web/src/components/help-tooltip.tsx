/**
 * @module
 * The small help marks of the dashboard (spec section 2), on Radix Tooltip (700 ms delay, 300 ms
 * skip, set once at the root), reachable by keyboard.
 */
import { IconButton, Tooltip } from '@radix-ui/themes';

/** A '?' that explains something. */
export function HelpTooltip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip content={text}>
      <IconButton size="1" variant="ghost" radius="full" aria-label={`Help: ${label}`}>
        ?
      </IconButton>
    </Tooltip>
  );
}
