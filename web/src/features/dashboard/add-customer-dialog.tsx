/**
 * @module
 * The Add New Customer dialog (spec section 2): a Name field, the fixed rate shown (with the
 * spec's 'Fixed rate for all customers' and, beside it, that the owner sets each child's own
 * rate), Add Customer and Cancel. Adding needs the server (it creates the family's login), so offline the dialog
 * says so and does not submit. It closes and resets on success; the new customer then reaches
 * the list through the directory document, without a reload. A name already enrolled is asked
 * about first (`SameNameQuestion`). Downloaded when the Add Customer button is first wanted
 * (`add-customer-button.tsx`).
 */
import { formatDollars, parseMoney } from '@cubby/shared/money';
import { Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { HelpTooltip } from '../../components/help-tooltip.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useAddChild } from '../../components/same-name-question.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { HELP, hourlyRateHelp, RATE_AFTERWARDS } from './help-texts.ts';

const NAME_REQUIRED = "Enter the customer's name.";

/** The dialog, open as it mounts, around `trigger` (the Add Customer button). */
export function AddCustomerDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const online = useBrowserOnline();
  const nameId = useId();
  const errorId = useId();
  const addChild = useAddChild(() => {
    setOpen(false);
    setName('');
    setNameError(null);
  });
  const { hourlyRate } = addChild;

  const reset = () => {
    setName('');
    setNameError(null);
    addChild.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(NAME_REQUIRED);
      return;
    }
    addChild.add(trimmed);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="420px" aria-describedby={undefined}>
        <Dialog.Title>Add New Customer</Dialog.Title>
        {addChild.question ?? (
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
                {/* The spec's line above, kept as written; what is true here beside it. */}
                <Text size="2" color="gray">
                  {RATE_AFTERWARDS}
                </Text>
              </Flex>
              <DialogActions loading={addChild.pending} disabled={!online}>
                Add Customer
              </DialogActions>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
