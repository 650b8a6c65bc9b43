/**
 * @module
 * 'Edit Schedule for {name}' (spec section 2): five day checkboxes, Cancel and 'Save Schedule'
 * ('Saving...' while pending). Saving needs the server, and says so when offline.
 */
import { WEEKDAYS } from '@cubby/shared/dates';
import type { DirectoryEntry } from '@cubby/shared/docs';
import { DEFAULT_DAY_FIELDS, type UpdateSchedulePayload } from '@cubby/shared/schemas';
import { Checkbox, Dialog, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useUpdateSchedule } from './use-update-schedule.ts';

const DAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** The edit dialog; open while `customer` is set. */
export function EditScheduleDialog(props: {
  customer: DirectoryEntry | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={props.customer !== null} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content maxWidth="420px">
        {props.customer ? (
          // Keyed so each opening starts from that customer's saved days.
          <ScheduleForm key={props.customer.id} customer={props.customer} onClose={props.onClose} />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ScheduleForm({ customer, onClose }: { customer: DirectoryEntry; onClose: () => void }) {
  const online = useBrowserOnline();
  const [days, setDays] = useState<UpdateSchedulePayload>(() => ({
    defaultMonday: customer.defaultMonday,
    defaultTuesday: customer.defaultTuesday,
    defaultWednesday: customer.defaultWednesday,
    defaultThursday: customer.defaultThursday,
    defaultFriday: customer.defaultFriday,
  }));
  const save = useUpdateSchedule({ onSaved: onClose });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ customerId: customer.id, days });
      }}
    >
      <Dialog.Title>Edit Schedule for {customer.name}</Dialog.Title>
      <Dialog.Description size="2" mb="4">
        Choose which days this customer is scheduled to attend.
      </Dialog.Description>
      <Flex direction="column" gap="3" role="group" aria-label="Scheduled days">
        {WEEKDAYS.map((day, index) => {
          const field = DEFAULT_DAY_FIELDS[day];
          return (
            <Text as="label" size="2" key={day}>
              <Flex gap="2" align="center">
                <Checkbox
                  checked={days[field]}
                  onCheckedChange={(checked) => setDays({ ...days, [field]: checked === true })}
                />
                {DAY_LABELS[index]}
              </Flex>
            </Text>
          );
        })}
      </Flex>
      <NeedsConnection online={online} mt="4" />
      <DialogActions mt="5" disabled={save.isPending || !online}>
        {save.isPending ? 'Saving...' : 'Save Schedule'}
      </DialogActions>
    </form>
  );
}
