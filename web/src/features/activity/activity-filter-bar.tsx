/**
 * @module
 * The Activity screen's filters: a child, a person, a kind of change, and the first and last
 * facility dates. Each change goes into the address, so the filtered log can be linked to and
 * the back button undoes it. A child or person no longer listed (a family deleted since) still
 * shows as chosen.
 */
import { AUDIT_KINDS, type AuditKind } from '@cubby/shared/schemas';
import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';
import * as styles from './activity.css.ts';
import { useActivityChildren, useActivityPeople } from './activity-api.ts';
import { type ActivityFilters, isFiltered } from './activity-filters.ts';

/** How the kind filter names each kind. */
export const KIND_LABELS: Record<AuditKind, string> = {
  attendance: 'Attendance',
  note: 'Notes',
  confirmation: 'Confirmations',
  payment: 'Payments',
  customer: 'Children and families',
  family: 'Contacts and parent logins',
  account: 'Accounts',
  settings: 'Settings',
  kiosk: 'Kiosk',
  room: 'Rooms',
  'time-clock': 'Time clock',
};

// Radix Select items cannot hold '', so 'any' stands for an unset filter.
const ANY = 'any';

/** The filter controls; `onChange` gets the whole new set. */
export function ActivityFilterBar(props: {
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
}) {
  const { filters } = props;
  const roster = useActivityChildren();
  const people = useActivityPeople();
  const set = (name: keyof ActivityFilters, value: string | undefined) =>
    props.onChange({ ...filters, [name]: value === ANY || value === '' ? undefined : value });

  return (
    <Flex gap="3" wrap="wrap" align="end" role="group" aria-label="Filters">
      <ChoiceFilter
        label="Child"
        anyLabel="All children"
        value={filters.customerId}
        choices={(roster.data ?? []).map(({ id, name }) => ({ id, label: name }))}
        loading={roster.isPending}
        unlisted="A child no longer on the roster"
        onChange={(value) => set('customerId', value)}
      />
      <ChoiceFilter
        label="Person"
        anyLabel="Everyone"
        value={filters.actorId}
        choices={(people.data ?? []).map(({ id, name }) => ({ id, label: name }))}
        loading={people.isPending}
        unlisted="Someone not on the staff list"
        onChange={(value) => set('actorId', value)}
      />
      <ChoiceFilter
        label="Kind"
        anyLabel="All kinds"
        value={filters.kind}
        choices={AUDIT_KINDS.map((kind) => ({ id: kind, label: KIND_LABELS[kind] }))}
        loading={false}
        unlisted=""
        onChange={(value) => set('kind', value)}
      />
      <DateFilter label="From" value={filters.from} onChange={(value) => set('from', value)} />
      <DateFilter label="To" value={filters.to} onChange={(value) => set('to', value)} />
      {isFiltered(filters) ? (
        <Button variant="ghost" color="gray" onClick={() => props.onChange({})}>
          Clear Filters
        </Button>
      ) : null}
    </Flex>
  );
}

function ChoiceFilter(props: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  choices: { id: string; label: string }[];
  loading: boolean;
  /** What a chosen value missing from `choices` reads as. */
  unlisted: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const listed =
    props.value === undefined || props.choices.some((choice) => choice.id === props.value);
  return (
    <Labelled id={id} label={props.label}>
      <Select.Root value={props.value ?? ANY} onValueChange={props.onChange}>
        <Select.Trigger id={id} className={styles.choice} />
        <Select.Content position="popper">
          <Select.Item value={ANY}>{props.anyLabel}</Select.Item>
          {props.choices.map((choice) => (
            <Select.Item key={choice.id} value={choice.id}>
              {choice.label}
            </Select.Item>
          ))}
          {listed || props.value === undefined ? null : (
            <Select.Item value={props.value}>
              {props.loading ? 'Loading...' : props.unlisted}
            </Select.Item>
          )}
        </Select.Content>
      </Select.Root>
    </Labelled>
  );
}

function DateFilter(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={props.label}>
      <TextField.Root
        id={id}
        type="date"
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Labelled>
  );
}

function Labelled(props: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={props.id} size="2" weight="medium">
        {props.label}
      </Text>
      {props.children}
    </Flex>
  );
}
