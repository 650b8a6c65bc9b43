/**
 * @module
 * How staff screens name what a day holds for a child (`Expectation`): one plain tag and one
 * colour, so the dashboard and the attendance grid say the same thing of the same day.
 */
import { formatClockTime } from '@cubby/shared/dates';
import type { Expectation } from '@cubby/shared/expected-days';

/** Badge colours Radix Themes offers that the tags use. */
export type ExpectationColor = 'gray' | 'green' | 'red' | 'blue' | 'purple';

/** The tag: 'Scheduled', 'Confirmed', 'Schedule change at 2:00 PM', 'Not coming', ... */
export function expectationLabel(expectation: Expectation): string {
  switch (expectation.kind) {
    case 'scheduled':
      return 'Scheduled';
    case 'confirmed':
      return expectation.change
        ? `Schedule change at ${formatClockTime(expectation.change.time)}`
        : 'Confirmed';
    case 'not_coming':
      return 'Not coming';
    case 'extra_day':
      return 'Extra day';
    case 'extra_day_requested':
      return 'Extra day requested';
  }
}

// The Schedule Overview's colours for the same answers, so a tag reads alike on every screen.
const COLORS: Record<Expectation['kind'], ExpectationColor> = {
  scheduled: 'gray',
  confirmed: 'green',
  not_coming: 'red',
  extra_day: 'purple',
  extra_day_requested: 'purple',
};

/** The tag's colour; a schedule change is blue, as on the Schedule Overview. */
export function expectationColor(expectation: Expectation): ExpectationColor {
  return expectation.kind === 'confirmed' && expectation.change ? 'blue' : COLORS[expectation.kind];
}
