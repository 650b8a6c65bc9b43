/**
 * @module
 * The three small icons of the Schedule Overview (the app ships no icon set). Decorative: the
 * text or label beside each one carries its meaning.
 */

const ICON = { width: 16, height: 16, viewBox: '0 0 16 16' } as const;

/** A check mark. */
export function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      {...ICON}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M3 8.5l3.2 3.2L13 4.8" />
    </svg>
  );
}

/** An X. */
export function CrossIcon() {
  return (
    <svg
      aria-hidden="true"
      {...ICON}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** A pen. */
export function PenIcon() {
  return (
    <svg
      aria-hidden="true"
      {...ICON}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="M10.8 2.7l2.5 2.5-7.8 7.8-3.1.6.6-3.1 7.8-7.8z" />
      <path d="M9.3 4.2l2.5 2.5" />
    </svg>
  );
}
