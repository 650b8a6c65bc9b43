/**
 * @module
 * The Add New Customer dialog (spec section 2): a Name field, the fixed rate shown, Add Customer
 * and Cancel. Adding needs the server (it creates the family's login), so offline the dialog
 * says so and does not submit. It closes and resets on success; the new customer then reaches
 * the list through the directory document, without a reload. A name already enrolled is asked
 * about first (`SameNameQuestion`).
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { useAddCustomer } from '../../api/customers.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { HelpTooltip } from '../../components/help-tooltip.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { enrolledNamed, SameNameQuestion } from '../../components/same-name-question.tsx';
import { useDirectory } from '../../data/directory.ts';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useDefaultHourlyRate } from '../../lib/staff-user.ts';
import { HELP, hourlyRateHelp } from './help-texts.ts';

const NAME_REQUIRED = "Enter the customer's name.";

/** The 'Add Customer' button and its dialog. */
export function AddCustomerDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [asking, setAsking] = useState<DirectoryEntry | null>(null);
  const { customers } = useDirectory();
  const hourlyRate = useDefaultHourlyRate();
  const online = useBrowserOnline();
  const nameId = useId();
  const errorId = useId();

  const reset = () => {
    setName('');
    setNameError(null);
    setAsking(null);
  };
  const addCustomer = useAddCustomer({
    onAdded: () => {
      setOpen(false);
      reset();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(NAME_REQUIRED);
      return;
    }
    const enrolled = enrolledNamed(customers, trimmed);
    if (enrolled) setAsking(enrolled);
    else addCustomer.mutate({ name: trimmed, hourlyRate });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft">
          <span aria-hidden>+</span> Add Customer
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px" aria-describedby={undefined}>
        <Dialog.Title>Add New Customer</Dialog.Title>
        {asking ? (
          <SameNameQuestion
            name={name.trim()}
            enrolled={asking}
            busy={addCustomer.isPending}
            onAdd={(child) => addCustomer.mutate({ ...child, hourlyRate })}
            onBack={() => setAsking(null)}
          />
        ) : (
          <form onSubmit={submit} noValidate>
            <Flex direction="column" gap="3">
              <NeedsConnection online={online} />
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor={nameId} weight="medium">
                  Name
                </Text>
                <TextField.Root
                  id={nameId}
                  value={name}
                  required
                  autoComplete="off"
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? errorId : undefined}
                  onChange={(event) => {
                    setName(event.target.value);
                    if (nameError) setNameError(null);
                  }}
                />
                {nameError ? (
                  <Text id={errorId} size="2" color="red" role="alert">
                    {nameError}
                  </Text>
                ) : null}
              </Flex>
              <Flex direction="column" gap="1">
                <Flex align="center" gap="2">
                  <Text weight="medium">
                    Hourly rate: {formatDollars(parseMoney(hourlyRate))} per hour
                  </Text>
                  <HelpTooltip label={HELP.hourlyRate.label} text={hourlyRateHelp(hourlyRate)} />
                </Flex>
                <Text size="2" color="gray">
                  Fixed rate for all customers
                </Text>
              </Flex>
              <DialogActions loading={addCustomer.isPending} disabled={!online}>
                Add Customer
              </DialogActions>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
