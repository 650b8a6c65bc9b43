/**
 * @module
 * A room's day as a step chart: children, staff and staff needed over the day, with each
 * stretch out of ratio shaded. Drawn as plain SVG (a few dozen steps a day need no chart
 * library); the table beside it is the text alternative, so the picture is hidden from readers.
 */
import type { RoomRatioHistoryAnswer } from '@cubby/shared/schemas';
import { HOUR } from './chart-window.ts';
import * as styles from './ratio-history.css.ts';

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { left: 32, right: 36, top: 12, bottom: 24 };

type Series = 'children' | 'staff' | 'staffNeeded';

/** The lines, their colours and their names in the legend. */
export const SERIES: readonly { key: Series; label: string; color: string; dash?: string }[] = [
  { key: 'children', label: 'Children', color: 'var(--blue-11)' },
  { key: 'staff', label: 'Staff', color: 'var(--green-11)' },
  { key: 'staffNeeded', label: 'Staff needed', color: 'var(--red-11)', dash: '6 4' },
];

/** The chart of one room's day between `from` and `to` (ISO instants), hours along the bottom. */
export function RatioChart(props: {
  room: RoomRatioHistoryAnswer;
  from: string;
  to: string;
  /** Where the record stops (now, for today): the lines end there. */
  until: string;
  hourLabel: (hour: Date) => string;
}) {
  const start = Date.parse(props.from);
  const end = Math.max(start + 60_000, Date.parse(props.to));
  const { points, periods } = props.room;
  const top = Math.max(
    2,
    ...points.map((point) => Math.max(point.children, point.staff, point.staffNeeded)),
  );
  const x = (ms: number) =>
    PAD.left + ((ms - start) / (end - start)) * (WIDTH - PAD.left - PAD.right);
  const at = (instant: string) => x(Date.parse(instant));
  const y = (value: number) =>
    HEIGHT - PAD.bottom - (value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const path = (key: Series) =>
    points
      .map((point, index) => {
        const next = points[index + 1];
        const until = next ? Date.parse(next.at) : Math.min(end, Date.parse(props.until));
        return `${index === 0 ? 'M' : 'L'}${at(point.at)},${y(point[key])} H${x(until)}`;
      })
      .join(' ');
  const step = end - start > 8 * HOUR ? 3 * HOUR : HOUR;
  const hours: number[] = [];
  for (let tick = start; tick <= end; tick += step) hours.push(tick);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} aria-hidden="true">
      {periods.map((period) => (
        <rect
          key={period.from}
          x={at(period.from)}
          y={PAD.top}
          width={Math.max(1, at(period.to) - at(period.from))}
          height={HEIGHT - PAD.top - PAD.bottom}
          fill="var(--red-a4)"
        />
      ))}
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="var(--gray-a7)" />
      {[0, top].map((value) => (
        <text
          key={value}
          x={PAD.left - 6}
          y={y(value) + 4}
          textAnchor="end"
          className={styles.axis}
        >
          {value}
        </text>
      ))}
      {hours.map((hour) => (
        <text key={hour} x={x(hour)} y={HEIGHT - 6} textAnchor="middle" className={styles.axis}>
          {props.hourLabel(new Date(hour))}
        </text>
      ))}
      {SERIES.map((series) => (
        <path
          key={series.key}
          d={path(series.key)}
          fill="none"
          stroke={series.color}
          strokeWidth={2}
          strokeDasharray={series.dash}
        />
      ))}
    </svg>
  );
}
