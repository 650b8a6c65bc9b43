/**
 * @module
 * The attendance screen's 'Add New Customer' form: a name, sent to the server (which creates the
 * customer's portal login), so it needs a connection and says so when there is none. A name
 * already enrolled is asked about first (`SameNameQuestion`).
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { customerNameSchema } from '@cubby/shared/schemas';
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { useAddCustomer } from '../../api/customers.ts';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { enrolledNamed, SameNameQuestion } from '../../components/same-name-question.tsx';
import { useDirectory } from '../../data/directory.ts';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useDefaultHourlyRate } from '../../lib/staff-user.ts';

/** The Add New Customer card. */
export function AddCustomerForm() {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<DirectoryEntry | null>(null);
  const { customers } = useDirectory();
  const hourlyRate = useDefaultHourlyRate();
  const online = useBrowserOnline();
  const inputId = useId();
  const errorId = useId();
  const addCustomer = useAddCustomer({
    onAdded: () => {
      setName('');
      setAsking(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = customerNameSchema.safeParse(name);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Name is required'));
    if (!parsed.success) return;
    const enrolled = enrolledNamed(customers, parsed.data);
    if (enrolled) setAsking(enrolled);
    else addCustomer.mutate({ name: parsed.data, hourlyRate });
  };

  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${inputId}-heading`}>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4" id={`${inputId}-heading`}>
              Add New Customer
            </Heading>
            <Flex gap="3" align="end" wrap="wrap">
              <Flex direction="column" gap="1" flexGrow="1" minWidth="200px">
                <Text as="label" htmlFor={inputId} size="2" weight="medium">
                  Customer Name
                </Text>
                <TextField.Root
                  id={inputId}
                  value={name}
                  placeholder="First and last name"
                  autoComplete="off"
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => setName(event.target.value)}
                />
              </Flex>
              <Button type="submit" highContrast disabled={!online || addCustomer.isPending}>
                {addCustomer.isPending ? 'Adding...' : 'Add Customer'}
              </Button>
            </Flex>
            {problem ? (
              <Text id={errorId} size="2" color="red" role="alert">
                {problem}
              </Text>
            ) : null}
            {asking ? (
              <SameNameQuestion
                name={name.trim()}
                enrolled={asking}
                busy={addCustomer.isPending}
                onAdd={(child) => addCustomer.mutate({ ...child, hourlyRate })}
                onBack={() => setAsking(null)}
              />
            ) : null}
            <NeedsConnection online={online} />
          </Flex>
        </form>
      </section>
    </Card>
  );
}
