/**
 * @module
 * Proposing a person to collect the children: name, relationship and phone, checked by the
 * shared schema the server checks. The form says before and after that the person may not
 * collect until staff approve them; it empties once the proposal is sent.
 */
import { proposePickupPayloadSchema } from '@cubby/shared/schemas';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { TextInputField } from './text-input-field.tsx';
import { useProposePickup } from './use-propose-pickup.ts';

const EMPTY = { name: '', relationship: '', phone: '' };

/** The pick-up proposal form. */
export function ProposePickupForm() {
  const [fields, setFields] = useState(EMPTY);
  const { problems, check } = useFieldProblems<keyof typeof EMPTY>();
  const online = useBrowserOnline();
  const propose = useProposePickup();
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const proposal = check(proposePickupPayloadSchema, fields);
    if (proposal) propose.mutate(proposal, { onSuccess: () => setFields(EMPTY) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Callout.Root color="amber" highContrast>
          <Callout.Text>
            A person you propose may not collect your children until staff approve them.
          </Callout.Text>
        </Callout.Root>
        <TextInputField
          label="Name"
          autoComplete="off"
          value={fields.name}
          onChange={set('name')}
          error={problems.name}
        />
        <TextInputField
          label="Relationship"
          hint="For example: grandmother, neighbour"
          autoComplete="off"
          value={fields.relationship}
          onChange={set('relationship')}
          error={problems.relationship}
        />
        <TextInputField
          label="Phone"
          type="tel"
          autoComplete="off"
          value={fields.phone}
          onChange={set('phone')}
          error={problems.phone}
        />
        <ServerRefusal error={propose.error} />
        <NeedsConnection online={online} />
        <Button type="submit" size="3" disabled={!online || propose.isPending}>
          {propose.isPending ? 'Sending...' : 'Propose Pick-up Person'}
        </Button>
      </Flex>
    </form>
  );
}
