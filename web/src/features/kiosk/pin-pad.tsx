/**
 * @module
 * The kiosk's first step: a PIN pad of big keys, the PIN shown as dots, OK to send it. A
 * keyboard works too (digits, Backspace, Enter). The last refusal shows above the pad: a wrong
 * PIN clears the pad, a pause or a refusal from the front desk stays until the next key.
 */
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import * as styles from './kiosk.css.ts';
import { isPinComplete, PIN_DIGITS, type PinKey, pinKeyOf, pressPinKey } from './pin-entry.ts';

/** The PIN pad; `onSubmit` sends the PIN, `notice` is the last refusal. */
export function PinPad(props: {
  onSubmit: (pin: string) => void;
  busy: boolean;
  notice: string | null;
  /** Said under the notice: while offline, where staff clock in instead. */
  hint?: string | undefined;
}) {
  const { onSubmit, busy, notice } = props;
  const [pin, setPin] = useState('');
  const press = (key: PinKey) => setPin((typed) => pressPinKey(typed, key));
  const submit = () => {
    if (!isPinComplete(pin) || busy) return;
    onSubmit(pin);
    setPin('');
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement) return;
      if (event.key === 'Enter') return submit();
      const key = pinKeyOf(event.key);
      if (key) press(key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Flex direction="column" align="center" gap="5">
      <Heading as="h1" size="8" align="center">
        Type your PIN
      </Heading>
      {notice ? (
        <Callout.Root color="red" size="3" role="alert">
          <Callout.Text size="5">{notice}</Callout.Text>
        </Callout.Root>
      ) : null}
      {props.hint ? (
        <Text size="4" align="center">
          {props.hint}
        </Text>
      ) : null}
      <output className={styles.dots} aria-label={`${pin.length} digits typed`}>
        {pin.length === 0 ? (
          <Text size="4" color="gray">
            4 to 6 digits
          </Text>
        ) : (
          Array.from(pin, (_, index) => <span key={index} className={styles.dot} />)
        )}
      </output>
      <div className={styles.pad}>
        {PIN_DIGITS.slice(0, 9).map((digit) => (
          <PadKey key={digit} label={digit} onPress={() => press(digit)} />
        ))}
        <Button
          className={styles.padKey}
          variant="soft"
          color="gray"
          aria-label="Backspace"
          onClick={() => press('backspace')}
        >
          ⌫
        </Button>
        <PadKey label="0" onPress={() => press('0')} />
        <Button
          className={styles.padKey}
          highContrast
          disabled={!isPinComplete(pin)}
          loading={busy}
          onClick={submit}
        >
          OK
        </Button>
      </div>
    </Flex>
  );
}

function PadKey({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button className={styles.padKey} variant="surface" onClick={onPress}>
      {label}
    </Button>
  );
}
