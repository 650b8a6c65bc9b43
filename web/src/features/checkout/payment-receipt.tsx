/**
 * @module
 * The receipt the desk shows the moment a payment is recorded: its number, the family, amount,
 * method, date and the balance after it, with Print (the print layer holds only the receipt) and
 * a link to its PDF.
 */
import { formatDisplayDate } from '@cubby/shared/dates';
import { formatDollars, parseMoney } from '@cubby/shared/money';
import type { RecordedPaymentResponse } from '@cubby/shared/schemas';
import { Button, DataList, Flex, Heading, Link } from '@radix-ui/themes';
import { PrintLayer, usePrintJob } from '../../components/print-layer.tsx';
import { METHOD_LABELS } from '../../lib/payment-methods.ts';

/** What a receipt says. */
export interface Receipt {
  payment: RecordedPaymentResponse;
  familyName: string;
  /** The family's balance after the payment, decimal string; null if it could not be read. */
  balanceAfter: string | null;
}

/** The receipt on screen, its Print button and its PDF link. */
export function PaymentReceipt(props: { receipt: Receipt }) {
  const [printing, print] = usePrintJob<Receipt>();
  return (
    <Flex direction="column" gap="3">
      <ReceiptDetails receipt={props.receipt} headingLevel="h3" />
      <Flex gap="3" align="center" wrap="wrap">
        <Button variant="soft" highContrast onClick={() => print(props.receipt)}>
          Print receipt
        </Button>
        <Link
          href={`/api/payments/${props.receipt.payment.id}/receipt.pdf`}
          target="_blank"
          rel="noreferrer"
        >
          Receipt PDF
        </Link>
      </Flex>
      {printing ? (
        <PrintLayer testId="receipt-print">
          <ReceiptDetails receipt={printing} headingLevel="h1" />
        </PrintLayer>
      ) : null}
    </Flex>
  );
}

function ReceiptDetails(props: { receipt: Receipt; headingLevel: 'h1' | 'h3' }) {
  const { payment, familyName, balanceAfter } = props.receipt;
  const balance = balanceAfter === null ? null : parseMoney(balanceAfter);
  return (
    <section aria-label="Receipt" data-testid="receipt">
      <Heading as={props.headingLevel} size="4" mb="2">
        Receipt {payment.receiptNumber ?? ''}
      </Heading>
      <DataList.Root size="2">
        <Row label="Receipt number" value={payment.receiptNumber ?? 'None'} />
        <Row label="Family" value={familyName} />
        <Row label="Amount" value={formatDollars(parseMoney(payment.amount))} />
        <Row label="Method" value={METHOD_LABELS[payment.method]} />
        <Row label="Date" value={formatDisplayDate(payment.receivedOn)} />
        {payment.payerName ? <Row label="Paid by" value={payment.payerName} /> : null}
        <Row
          label={balance !== null && balance < 0 ? 'Credit after' : 'Balance after'}
          value={balance === null ? 'Not available' : formatDollars(Math.abs(balance))}
        />
      </DataList.Root>
    </section>
  );
}

function Row(props: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.Label>{props.label}</DataList.Label>
      <DataList.Value>{props.value}</DataList.Value>
    </DataList.Item>
  );
}
