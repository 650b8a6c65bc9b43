/**
 * @module
 * A child's age as staff say it, from the birth date and the facility's today: '2 years,
 * 3 months', '1 year', '7 months', 'Under a month'. Rooms and ratios go by months, so the
 * months are kept after the first birthday.
 */
import { isValidIsoDate } from '@cubby/shared/dates';

/** Whole months from `birthDate` to `today` (both YYYY-MM-DD); null if it is in the future. */
export function ageInMonths(birthDate: string, today: string): number | null {
  if (!isValidIsoDate(birthDate) || !isValidIsoDate(today)) return null;
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const months = (year - birthYear) * 12 + (month - birthMonth) - (day < birthDay ? 1 : 0);
  return months < 0 ? null : months;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The age in words, or null when there is no birth date or it is after today. */
export function formatAge(birthDate: string | null, today: string): string | null {
  if (!birthDate) return null;
  const months = ageInMonths(birthDate, today);
  if (months === null) return null;
  if (months === 0) return 'Under a month';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return plural(rest, 'month');
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')}, ${plural(rest, 'month')}`;
}
