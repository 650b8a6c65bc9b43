/**
 * @module
 * The form of a correction or of forgotten time: start and end on the facility's wall clock, the
 * room for time worked, and a reason, which is required (kept on the entry, never in the
 * activity log). The server checks the rest (order, the future, overlaps) and says why in its
 * own words above the buttons.
 */
import type { DirectoryRoom } from '@cubby/shared/docs';
import { Button, Flex, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { instantOfWallClock } from './wall-clock-input.ts';

/** What the form sends: instants, the room (for work) and the reason. */
export interface EntryFormValues {
  kind: 'work' | 'break';
  startAt: string;
  endAt: string | null;
  roomId: string | null;
  reason: string;
}

/** The fields as typed: wall-clock times and the rest. */
export interface EntryFormDraft {
  kind: 'work' | 'break';
  start: string;
  end: string;
  roomId: string;
  reason: string;
}

/** The form; `canChooseKind` for forgotten time, `endOptional` for a running entry. */
export function EntryForm(props: {
  initial: EntryFormDraft;
  rooms: readonly DirectoryRoom[];
  timeZone: string;
  canChooseKind: boolean;
  endOptional: boolean;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (values: EntryFormValues) => void;
}) {
  const [draft, setDraft] = useState(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { kind: useId(), start: useId(), end: useId(), room: useId(), reason: useId() };
  const set = (field: keyof EntryFormDraft) => (value: string) =>
    setDraft((before) => ({ ...before, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startAt = instantOfWallClock(draft.start, props.timeZone);
    const endAt = draft.end === '' ? null : instantOfWallClock(draft.end, props.timeZone);
    if (!startAt) return setProblem('Enter when it started');
    if (draft.end !== '' && !endAt) return setProblem('Enter when it ended');
    if (!endAt && !props.endOptional) return setProblem('Enter when it ended');
    if (draft.kind === 'work' && !draft.roomId) return setProblem('Choose the room');
    if (draft.reason.trim() === '') return setProblem('Say why the time changes');
    setProblem(null);
    props.onSubmit({
      kind: draft.kind,
      startAt,
      endAt,
      roomId: draft.kind === 'work' ? draft.roomId : null,
      reason: draft.reason.trim(),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        {props.canChooseKind ? (
          <FormField id={ids.kind} label="Kind">
            <Select.Root value={draft.kind} onValueChange={set('kind')}>
              <Select.Trigger id={ids.kind} />
              <Select.Content>
                <Select.Item value="work">Time worked</Select.Item>
                <Select.Item value="break">Break</Select.Item>
              </Select.Content>
            </Select.Root>
          </FormField>
        ) : null}
        <FormField id={ids.start} label="Started">
          <TextField.Root
            id={ids.start}
            type="datetime-local"
            value={draft.start}
            onChange={(event) => set('start')(event.target.value)}
          />
        </FormField>
        <FormField
          id={ids.end}
          label={props.endOptional ? 'Ended (empty while still running)' : 'Ended'}
        >
          <TextField.Root
            id={ids.end}
            type="datetime-local"
            value={draft.end}
            onChange={(event) => set('end')(event.target.value)}
          />
        </FormField>
        {draft.kind === 'work' ? (
          <FormField id={ids.room} label="Room">
            <Select.Root value={draft.roomId} onValueChange={set('roomId')}>
              <Select.Trigger id={ids.room} placeholder="Choose a room" />
              <Select.Content>
                {props.rooms.map((room) => (
                  <Select.Item key={room.id} value={room.id}>
                    {room.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </FormField>
        ) : null}
        <FormField id={ids.reason} label="Reason">
          <TextArea
            id={ids.reason}
            value={draft.reason}
            maxLength={500}
            onChange={(event) => set('reason')(event.target.value)}
          />
        </FormField>
        {problem ? (
          <Text as="p" color="red" role="alert">
            {problem}
          </Text>
        ) : null}
        <ServerRefusal error={props.error} />
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={props.pending}>
            {props.pending ? 'Saving...' : props.submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
