/**
 * @module
 * Ticking today asks when the child arrived (decision 069): today's presence is a visit, counted
 * on the dashboard and in the room's ratio like a check-in, and a visit has an arrival time. A
 * day before or after today ticked is present without times and asks nothing.
 */
import { Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';

/** The arrival-time dialog of today's tick, open while mounted; `onSave` false keeps it open. */
export function TodayArrivalDialog(props: {
  customerName: string;
  /** The time it starts from: now on the facility's clock ('HH:MM'). */
  now: string;
  onSave: (arrivalTime: string) => boolean;
  onClose: () => void;
}) {
  const [arrival, setArrival] = useState(props.now);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (arrival && props.onSave(arrival)) props.onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Content maxWidth="380px">
        <Dialog.Title>Mark present today</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          When did {props.customerName} arrive? They show as in on the dashboard until checked out.
        </Dialog.Description>
        <form onSubmit={submit}>
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={id} size="2" weight="medium">
                Arrival Time
              </Text>
              <TextField.Root
                id={id}
                type="time"
                required
                value={arrival}
                onChange={(event) => setArrival(event.target.value)}
              />
            </Flex>
            <DialogActions disabled={!arrival}>Mark Present</DialogActions>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
