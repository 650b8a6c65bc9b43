/**
 * @module
 * A checkbox with the markup and classes of Radix Themes' Checkbox (size 2, surface), so it looks
 * and reads the same, without its primitive's state, presence and measuring hooks: the attendance
 * grid shows five per child, five hundred for a hundred families, and mounting Radix's five
 * hundred times kept a tablet busy for seconds (issue 21). Controlled only.
 */

/** A controlled checkbox; `onCheckedChange` gets the state a press asks for. */
export function GridCheckbox(props: {
  'aria-label': string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const state = props.checked ? 'checked' : 'unchecked';
  return (
    // biome-ignore lint/a11y/useSemanticElements: Radix Themes' checkbox styles target this button.
    <button
      type="button"
      role="checkbox"
      aria-label={props['aria-label']}
      aria-checked={props.checked}
      data-state={state}
      data-disabled={props.disabled ? '' : undefined}
      disabled={props.disabled}
      value="on"
      className="rt-reset rt-BaseCheckboxRoot rt-CheckboxRoot rt-r-size-2 rt-variant-surface"
      onClick={() => props.onCheckedChange(!props.checked)}
      onKeyDown={(event) => {
        // As Radix's: a checkbox answers Space, not Enter (WAI-ARIA checkbox pattern).
        if (event.key === 'Enter') event.preventDefault();
      }}
    >
      {props.checked ? <ThickCheckIcon state={state} /> : null}
    </button>
  );
}

// Radix Themes' ThickCheckIcon, as its Checkbox.Indicator renders it.
function ThickCheckIcon({ state }: { state: string }) {
  return (
    <svg
      width="9"
      height="9"
      viewBox="0 0 9 9"
      fill="currentcolor"
      aria-hidden="true"
      data-state={state}
      style={{ pointerEvents: 'none' }}
      className="rt-BaseCheckboxIndicator rt-CheckboxIndicator"
    >
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M8.53547 0.62293C8.88226 0.849446 8.97976 1.3142 8.75325 1.66099L4.5083 8.1599C4.38833 8.34356 4.19397 8.4655 3.9764 8.49358C3.75883 8.52167 3.53987 8.45309 3.3772 8.30591L0.616113 5.80777C0.308959 5.52987 0.285246 5.05559 0.563148 4.74844C0.84105 4.44128 1.31533 4.41757 1.62249 4.69547L3.73256 6.60459L7.49741 0.840706C7.72393 0.493916 8.18868 0.396414 8.53547 0.62293Z"
      />
    </svg>
  );
}
