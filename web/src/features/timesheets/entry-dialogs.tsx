/**
 * @module
 * "Correct" on one entry and "Add missing time" on one person: each opens the entry form in a
 * dialog, which closes once the server has saved the change.
 */
import type { DirectoryRoom } from '@cubby/shared/docs';
import type { TimesheetEntryJson } from '@cubby/shared/schemas';
import { Button } from '@radix-ui/themes';
import { FormDialog } from '../../components/form-dialog.tsx';
import { EntryForm } from './entry-form.tsx';
import { useAddEntry, useCorrectEntry } from './timesheets-api.ts';
import { wallClockValue } from './wall-clock-input.ts';

/** Correct, for one entry of `person`. */
export function CorrectEntryDialog(props: {
  person: string;
  entry: TimesheetEntryJson;
  rooms: readonly DirectoryRoom[];
  timeZone: string;
}) {
  const correct = useCorrectEntry();
  const { entry } = props;
  return (
    <FormDialog
      maxWidth="480px"
      trigger={
        <Button size="1" variant="soft" highContrast>
          Correct
        </Button>
      }
      title={`Correct ${props.person}'s time`}
      description="The reason is kept with the entry; the activity log records the times."
    >
      {(close) => (
        <EntryForm
          initial={{
            kind: entry.kind,
            start: wallClockValue(entry.startAt, props.timeZone),
            end: entry.endAt ? wallClockValue(entry.endAt, props.timeZone) : '',
            roomId: entry.roomId ?? '',
            reason: '',
          }}
          rooms={props.rooms}
          timeZone={props.timeZone}
          canChooseKind={false}
          endOptional={entry.endAt === null}
          pending={correct.isPending}
          error={correct.error}
          submitLabel="Save Correction"
          onCancel={close}
          onSubmit={(values) =>
            correct.mutate(
              {
                id: entry.id,
                change: {
                  startAt: values.startAt,
                  ...(values.endAt ? { endAt: values.endAt } : {}),
                  ...(values.roomId && values.roomId !== entry.roomId
                    ? { roomId: values.roomId }
                    : {}),
                  reason: values.reason,
                },
              },
              { onSuccess: close },
            )
          }
        />
      )}
    </FormDialog>
  );
}

/** Add missing time, for `person`. */
export function AddEntryDialog(props: {
  accountId: string;
  person: string;
  rooms: readonly DirectoryRoom[];
  timeZone: string;
}) {
  const add = useAddEntry();
  return (
    <FormDialog
      maxWidth="480px"
      trigger={
        <Button size="1" variant="outline" highContrast>
          Add missing time
        </Button>
      }
      title={`Add missing time for ${props.person}`}
      description="For a stretch someone forgot to clock. The reason is kept with the entry."
    >
      {(close) => (
        <EntryForm
          initial={{
            kind: 'work',
            start: '',
            end: '',
            roomId: props.rooms[0]?.id ?? '',
            reason: '',
          }}
          rooms={props.rooms}
          timeZone={props.timeZone}
          canChooseKind
          endOptional={false}
          pending={add.isPending}
          error={add.error}
          submitLabel="Add Time"
          onCancel={close}
          onSubmit={(values) =>
            add.mutate(
              {
                accountId: props.accountId,
                kind: values.kind,
                ...(values.roomId ? { roomId: values.roomId } : {}),
                startAt: values.startAt,
                endAt: values.endAt ?? values.startAt,
                reason: values.reason,
              },
              { onSuccess: close },
            )
          }
        />
      )}
    </FormDialog>
  );
}
