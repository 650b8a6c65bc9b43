/**
 * @module
 * The validated owner's dashboard for one week (spec section 2): the three totals, 'Financial
 * Week of m/d/yyyy' navigation, the Missing Payments Alert, the Weekly Payment Tracking table
 * with its search, and Mark All / Unmark All as Payment Received.
 */
import { formatShortDate } from '@cubby/shared/dates';
import { Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import type { OwnerAccess } from '../../components/owner-gate.tsx';
import { WeekNavigator } from '../../components/week-navigator.tsx';
import { SESSION_REFUSALS } from '../../lib/sync/synced-doc.ts';
import { FamilyBalanceList } from './family-balance-list.tsx';
import { FinancialSummary } from './financial-summary.tsx';
import { chargedDaysOf, missingPayments } from './financial-week.ts';
import { LateFeesCard } from './late-fees-card.tsx';
import { MissingPaymentsAlert } from './missing-payments-alert.tsx';
import { PaymentTable } from './payment-table.tsx';
import { toggleAllPaid } from './payment-writes.ts';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';
import { useRetickNotice } from './retick-notice.ts';
import { useFinancialWeek } from './use-financial-week.ts';
import { useWholeBalances } from './use-whole-balances.ts';

/** The financial dashboard of a validated owner, for the week starting `monday`. */
export function FinancialDashboard(
  props: OwnerAccess & { monday: string; onWeekChange: (monday: string) => void },
) {
  const { monday, unverified, onRefused } = props;
  const [search, setSearch] = useState('');
  const [recording, setRecording] = useState<{ id: string; name: string } | null>(null);
  const week = useFinancialWeek(monday);
  const whole = useWholeBalances(week.rows, week.families);
  useRetickNotice(week.rows);
  useEffect(() => {
    if (week.refusal !== null && SESSION_REFUSALS.has(week.refusal)) onRefused();
  }, [week.refusal, onRefused]);

  const days = chargedDaysOf(week.rows);
  const allPaid = days.length > 0 && days.every((day) => day.paid);

  return (
    <Flex direction="column" gap="4">
      {/* Until the finance document syncs, nothing has vouched for the stored owner token. */}
      {unverified && !week.financeOnline ? (
        <Callout.Root color="amber" highContrast role="status">
          <Callout.Text>
            Offline: showing the payments saved on this device. Changes are kept and sent when the
            connection returns.
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {week.loaded ? <FinancialSummary totals={week.totals} /> : null}
      <WeekNavigator
        monday={monday}
        onChange={props.onWeekChange}
        label={`Financial Week of ${formatShortDate(monday)}`}
      />
      {!week.loaded ? (
        <AppSpinner label="Loading financial data..." />
      ) : week.rows.length === 0 ? (
        <Card size="3">
          <Text as="p" color="gray" align="center">
            No customers yet. Customers added on the attendance screen appear here.
          </Text>
        </Card>
      ) : (
        <>
          <MissingPaymentsAlert missing={missingPayments(week.rows)} familyOf={whole.byChild} />
          <LateFeesCard />
          <PaymentTable
            rows={week.rows}
            dates={week.dates}
            notes={week.notes}
            finance={week.finance}
            search={search}
            onSearchChange={setSearch}
            onRecordPayment={setRecording}
          />
          <Flex justify="end">
            <Button size="3" highContrast onClick={() => toggleAllPaid(week.finance, week.rows)}>
              {allPaid ? 'Unmark All as Payment Received' : 'Mark All as Payment Received'}
            </Button>
          </Flex>
          <FamilyBalanceList families={whole.families} weeks={week.families} error={whole.error} />
          <RecordPaymentDialog customer={recording} onClose={() => setRecording(null)} />
        </>
      )}
    </Flex>
  );
}
