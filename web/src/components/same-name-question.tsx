/**
 * @module
 * Asked when staff add a child with the name of one already enrolled ('Olivia Bennett' again),
 * instead of silently making a second family with the login `olivia.bennett2` (issue 15): is it
 * the same child (open their family page), a sibling in that family (add them there, sharing its
 * login), or another child who happens to have the name (a new family)? Names are compared as
 * logins spell them: case, accents and spacing aside.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { isSameName } from '@cubby/shared/names';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useAddCustomer } from '../api/customers.ts';
import { useDirectory } from '../data/directory.ts';
import { useDefaultHourlyRate } from '../lib/staff-user.ts';

/** What the Add Customer screens need to add a child: the question comes first when asked. */
export interface AddChild {
  /** Adds a new family's child named `name`, or asks first when the name is enrolled. */
  add: (name: string) => void;
  /** The question, while it is asked; null otherwise. */
  question: ReactNode;
  pending: boolean;
  /** The rate the child will get, to show beside the name (the owner's default). */
  hourlyRate: string;
  /** Forgets a question asked (the form was closed). */
  reset: () => void;
}

/** Adding a child from an Add Customer screen, at the owner's default rate; `onAdded` after. */
export function useAddChild(onAdded: () => void): AddChild {
  const [asking, setAsking] = useState<{ name: string; enrolled: DirectoryEntry } | null>(null);
  const { customers } = useDirectory();
  const hourlyRate = useDefaultHourlyRate();
  const addCustomer = useAddCustomer({
    onAdded: () => {
      setAsking(null);
      onAdded();
    },
  });
  const add = (name: string) => {
    const enrolled = enrolledNamed(customers, name);
    if (enrolled) setAsking({ name, enrolled });
    else addCustomer.mutate({ name, hourlyRate });
  };
  const question = asking ? (
    <SameNameQuestion
      name={asking.name}
      enrolled={asking.enrolled}
      busy={addCustomer.isPending}
      onAdd={(child) => addCustomer.mutate({ ...child, hourlyRate })}
      onBack={() => setAsking(null)}
    />
  ) : null;
  return {
    add,
    question,
    pending: addCustomer.isPending,
    hourlyRate,
    reset: () => setAsking(null),
  };
}

/** The child already enrolled under `name`, if there is one. */
export function enrolledNamed(
  customers: readonly DirectoryEntry[],
  name: string,
): DirectoryEntry | undefined {
  return customers.find((customer) => isSameName(customer.name, name));
}

/** The question and its three answers; `onAdd` adds the child, to `familyId` for a sibling. */
export function SameNameQuestion(props: {
  name: string;
  enrolled: DirectoryEntry;
  busy: boolean;
  onAdd: (child: { name: string; familyId?: string }) => void;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const { enrolled } = props;
  return (
    <Callout.Root color="amber" role="group" aria-label="A child with this name is enrolled">
      <Flex direction="column" gap="3">
        <Text>
          <strong>{enrolled.name}</strong> is already enrolled. Is {props.name} the same child, a
          sibling in the same family, or another child?
        </Text>
        <Flex direction="column" gap="2">
          <Button
            type="button"
            variant="soft"
            disabled={!enrolled.familyId}
            onClick={() =>
              void navigate({
                to: '/families/$familyId',
                params: { familyId: enrolled.familyId },
              })
            }
          >
            The same child: open their family
          </Button>
          <Button
            type="button"
            variant="soft"
            disabled={props.busy || !enrolled.familyId}
            onClick={() => props.onAdd({ name: props.name, familyId: enrolled.familyId })}
          >
            A sibling: add to {enrolled.name}'s family
          </Button>
          <Button
            type="button"
            variant="soft"
            disabled={props.busy}
            onClick={() => props.onAdd({ name: props.name })}
          >
            Another child: a new family
          </Button>
          <Button type="button" variant="ghost" onClick={props.onBack}>
            Back
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
