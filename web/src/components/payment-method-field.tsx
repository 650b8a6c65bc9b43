/**
 * @module
 * 'Method' of money handed in: cash, cheque or bank transfer, as one segmented control, for the
 * desk's and the owner's record-payment forms.
 */
import { RECORDED_PAYMENT_METHODS } from '@cubby/shared/schemas';
import { Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { METHOD_LABELS } from '../lib/payment-methods.ts';

/** A method staff can record by hand. */
export type RecordedMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

/** The labelled control. */
export function PaymentMethodField(props: {
  value: RecordedMethod;
  onChange: (method: RecordedMethod) => void;
}) {
  const labelId = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="span" weight="medium" id={labelId}>
        Method
      </Text>
      <SegmentedControl.Root
        value={props.value}
        onValueChange={(value) => props.onChange(value as RecordedMethod)}
        aria-labelledby={labelId}
      >
        {RECORDED_PAYMENT_METHODS.map((value) => (
          <SegmentedControl.Item key={value} value={value}>
            {METHOD_LABELS[value]}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl.Root>
    </Flex>
  );
}
