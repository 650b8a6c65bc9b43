/**
 * @module
 * The attendance screen's 'Add New Customer' form: a name, sent to the server (which creates the
 * customer's portal login), so it needs a connection and says so when there is none. A name
 * already enrolled is asked about first (`SameNameQuestion`).
 */
import { customerNameSchema } from '@cubby/shared/schemas';
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useAddChild } from '../../components/same-name-question.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';

/** The Add New Customer card. */
export function AddCustomerForm() {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const online = useBrowserOnline();
  const inputId = useId();
  const errorId = useId();
  const addChild = useAddChild(() => setName(''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = customerNameSchema.safeParse(name);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Name is required'));
    if (parsed.success) addChild.add(parsed.data);
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
              <Button type="submit" highContrast disabled={!online || addChild.pending}>
                {addChild.pending ? 'Adding...' : 'Add Customer'}
              </Button>
            </Flex>
            {problem ? (
              <Text id={errorId} size="2" color="red" role="alert">
                {problem}
              </Text>
            ) : null}
            {addChild.question}
            <NeedsConnection online={online} />
          </Flex>
        </form>
      </section>
    </Card>
  );
}
