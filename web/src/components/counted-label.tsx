/**
 * @module
 * The words of a header button and, when something waits, its count in a round badge. The badge
 * is hidden from screen readers: the button's own aria-label says what the number counts.
 */
import { Badge, type BadgeProps } from '@radix-ui/themes';

/**
 * `label`, then `count` in a solid badge of `color` when it is above zero: high contrast, as
 * white on red or amber falls short of 4.5:1 at a badge's size.
 */
export function CountedLabel(props: { label: string; count: number; color: BadgeProps['color'] }) {
  return (
    <>
      {props.label}{' '}
      {props.count > 0 ? (
        <Badge color={props.color} variant="solid" radius="full" highContrast aria-hidden>
          {props.count}
        </Badge>
      ) : null}
    </>
  );
}
