/**
 * @module
 * The live requirement checklist under the new password fields: a tick for each rule that
 * holds, and the spec's message for each rule the typed password breaks.
 */
import { Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import type { PasswordRule } from './password-rules.ts';
import * as styles from './portal.css.ts';

/** The requirements and their hints, announced as they change. */
export function PasswordChecklist({ rules }: { rules: PasswordRule[] }) {
  const hints = rules.flatMap((rule) => (rule.hint ? [rule.hint] : []));
  return (
    <Flex direction="column" gap="2">
      <ul className={styles.checklist} aria-label="Password requirements">
        {rules.map((rule) => (
          <li key={rule.label} className={styles.checklistItem} data-met={rule.met}>
            <RuleMark met={rule.met} />
            <Text size="2" color={rule.met ? 'green' : 'gray'} highContrast>
              <VisuallyHidden>{rule.met ? 'Done: ' : 'Not yet: '}</VisuallyHidden>
              {rule.label}
            </Text>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {hints.map((hint) => (
          <Text key={hint} as="p" size="2" color="red" highContrast>
            {hint}
          </Text>
        ))}
      </div>
    </Flex>
  );
}

// Drawn rather than an emoji, like the password eye: some phones have no emoji font.
function RuleMark({ met }: { met: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke={met ? 'var(--green-11)' : 'var(--gray-9)'}
      strokeWidth="2.5"
      aria-hidden="true"
    >
      {met ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
