/**
 * @module
 * The fields the answer dialogs share: a choice among a few options as large tappable cards, the
 * optional reason, the box that also confirms the family's other scheduled days, and what a
 * dialog shows instead of its form when it has no day left to offer.
 */
import { MAX_REASON_LENGTH } from '@cubby/shared/schemas';
import { Button, Checkbox, Dialog, Flex, RadioCards, Text, TextArea } from '@radix-ui/themes';
import { useId } from 'react';

/** A labelled single choice, one card per option. */
export function ChoiceCards<T extends string>(props: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | '';
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <Flex direction="column" gap="2">
      <Text id={labelId} weight="medium" size="2">
        {props.label}
      </Text>
      <RadioCards.Root
        aria-labelledby={labelId}
        columns={{ initial: '1', xs: '2' }}
        gap="2"
        value={props.value}
        onValueChange={(value) => props.onChange(value as T)}
      >
        {props.options.map((option) => (
          <RadioCards.Item key={option.value} value={option.value}>
            {option.label}
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
    </Flex>
  );
}

/** The optional reason. */
export function ReasonField(props: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} weight="medium" size="2">
        Reason (optional)
      </Text>
      <TextArea
        id={id}
        size="3"
        maxLength={MAX_REASON_LENGTH}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Flex>
  );
}

/** The box that confirms the family's other scheduled days along with this answer. */
export function ConfirmOthersField(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox
          size="3"
          checked={props.checked}
          onCheckedChange={(checked) => props.onChange(checked === true)}
        />
        Also confirm my other scheduled days this week
      </Flex>
    </Text>
  );
}

/**
 * Why a dialog has no day to offer, and the one way on: closing it. A form with nothing to choose
 * would only leave a Submit that can never be pressed.
 */
export function NothingToAnswer({ reason }: { reason: string }) {
  return (
    <Flex direction="column" gap="4">
      <Text as="p" role="status">
        {reason}
      </Text>
      <Flex justify="end">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray" highContrast>
            Close
          </Button>
        </Dialog.Close>
      </Flex>
    </Flex>
  );
}

/** An optional reason as the details carry it: trimmed, absent when empty. */
export function optionalReason(reason: string): string | undefined {
  return reason.trim() || undefined;
}
