/**
 * @module
 * The Individual Report dialog (spec sections 2 and 5): a customer, a start and an end date, and
 * Print Report; anything missing gives the spec's 'Missing Information' message. The dates start
 * as the week on screen. Downloaded when the Individual Report button is first wanted
 * (`individual-report-button.tsx`): its select brings Radix's positioning and scroll area.
 */
import { addDays } from '@cubby/shared/dates';
import { customerReportQuerySchema } from '@cubby/shared/schemas';
import { Callout, Dialog, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { useDirectory } from '../../data/directory.ts';
import { useBrowserOnline } from '../../lib/connection.ts';
import { type FetchedReport, useFetchCustomerReport } from './customer-report-api.ts';
import * as styles from './individual-report-dialog.css.ts';

/** The dialog, open as it mounts, around `trigger`; `onReport` prints what was fetched. */
export function IndividualReportDialog(props: {
  monday: string;
  onReport: (fetched: FetchedReport) => void;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>{props.trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>Individual Report</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Print one customer's attendance, payments and balance for a date range.
        </Dialog.Description>
        <ReportForm
          monday={props.monday}
          onReport={(fetched) => {
            setOpen(false);
            props.onReport(fetched);
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ReportForm(props: { monday: string; onReport: (fetched: FetchedReport) => void }) {
  const { customers } = useDirectory();
  const [customerId, setCustomerId] = useState('');
  const [startDate, setStartDate] = useState(props.monday);
  const [endDate, setEndDate] = useState(addDays(props.monday, 4));
  const [problem, setProblem] = useState<string | null>(null);
  const online = useBrowserOnline();
  const fetchReport = useFetchCustomerReport();
  const ids = { customer: useId(), start: useId(), end: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = customerReportQuerySchema.safeParse({ customerId, startDate, endDate });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the customer and dates');
      return;
    }
    setProblem(null);
    fetchReport.mutate(parsed.data, { onSuccess: props.onReport });
  };
  const shown = problem ?? (fetchReport.isError ? fetchReport.error.message : null);

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.customer} size="2" weight="medium">
            Customer
          </Text>
          <Select.Root value={customerId} onValueChange={setCustomerId}>
            <Select.Trigger
              id={ids.customer}
              placeholder="Select a customer"
              className={styles.customerTrigger}
            />
            <Select.Content position="popper">
              {customers.map((customer) => (
                <Select.Item key={customer.id} value={customer.id}>
                  {customer.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex gap="3" wrap="wrap">
          <DateField id={ids.start} label="Start Date" value={startDate} onChange={setStartDate} />
          <DateField id={ids.end} label="End Date" value={endDate} onChange={setEndDate} />
        </Flex>
        {shown ? (
          <Callout.Root color="red" highContrast role="alert">
            <Callout.Text>{shown}</Callout.Text>
          </Callout.Root>
        ) : null}
        <NeedsConnection online={online} />
        <DialogActions mt="2" disabled={!online || fetchReport.isPending}>
          {fetchReport.isPending ? 'Loading...' : 'Print Report'}
        </DialogActions>
      </Flex>
    </form>
  );
}

function DateField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Flex direction="column" gap="1" flexGrow="1">
      <Text as="label" htmlFor={props.id} size="2" weight="medium">
        {props.label}
      </Text>
      <TextField.Root
        id={props.id}
        type="date"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Flex>
  );
}
