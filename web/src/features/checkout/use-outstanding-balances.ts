/**
 * @module
 * The Process Payments data (spec section 2): GET /api/customers, then each customer's
 * GET /api/customers/{id}/outstanding-balance. A balance that fails to load counts as no balance
 * (spec section 8). Balances live on the server, so this needs a connection.
 */
import { parseMoney, sumCents } from '@cubby/shared/money';
import {
  type ChildResponse,
  childResponseSchema,
  outstandingBalanceResponseSchema,
  type UnpaidDayResponse,
} from '@cubby/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../lib/api-client.ts';
import { NEEDS_CONNECTION, useBrowserOnline } from '../../lib/connection.ts';

/** A customer as GET /api/customers answers (the fields this screen uses). */
type CustomerRecord = Pick<ChildResponse, 'id' | 'name' | 'email' | 'familyId'>;

/**
 * One unpaid day, in the shape the spec gives sessions: arrival and departure as instants (empty
 * when not recorded; an empty checkOutTime after a check-in means in progress), the hours
 * charged and the cost.
 */
export type UnpaidSession = UnpaidDayResponse;

/** A customer who owes money, with what they owe for. */
export interface CustomerBalance {
  id: string;
  name: string;
  /** The child's family, whose page the name links to. */
  familyId: string;
  email: string | null;
  balanceCents: number;
  /** Of the balance, the family's late fees and adjustments, carried by its first child. */
  familyChargesCents: number;
  unpaidSessions: number;
  sessions: UnpaidSession[];
}

/** The screen's totals, over the customers listed. */
export interface BalanceTotals {
  customers: number;
  outstandingCents: number;
  unpaidSessions: number;
}

async function fetchBalances(): Promise<CustomerBalance[]> {
  if (!navigator.onLine) throw new Error(NEEDS_CONNECTION);
  const customers = await apiJson(z.array(childResponseSchema), 'GET', '/api/customers');
  const balances = await Promise.all(customers.map(fetchBalance));
  return balances.filter((balance): balance is CustomerBalance => balance !== null);
}

async function fetchBalance(customer: CustomerRecord): Promise<CustomerBalance | null> {
  try {
    const record = await apiJson(
      outstandingBalanceResponseSchema,
      'GET',
      `/api/customers/${customer.id}/outstanding-balance`,
    );
    const balanceCents = parseMoney(record.outstandingBalance);
    if (balanceCents <= 0) return null;
    return {
      id: customer.id,
      name: customer.name,
      familyId: customer.familyId,
      email: customer.email || null,
      balanceCents,
      familyChargesCents: parseMoney(record.familyCharges),
      unpaidSessions: record.unpaidSessions,
      sessions: record.sessions,
    };
  } catch (error) {
    console.warn(`Balance of customer ${customer.id} could not be read; showing none`, error);
    return null;
  }
}

/**
 * Sums the cards' figures in exact cents. Every family that owes is in them: a family's late
 * fees and adjustments are its first child's balance (decision 071).
 */
export function totalsOf(balances: CustomerBalance[]): BalanceTotals {
  return {
    customers: balances.length,
    outstandingCents: sumCents(balances.map((balance) => balance.balanceCents)),
    unpaidSessions: balances.reduce((count, balance) => count + balance.unpaidSessions, 0),
  };
}

/**
 * Customers with a positive balance, in the server's name order. Read again each time the
 * screen opens: check-outs on any device change balances, so a cached list would mislead.
 */
export function useOutstandingBalances() {
  const online = useBrowserOnline();
  const query = useQuery({
    queryKey: ['/api/customers', 'outstanding-balances'],
    queryFn: fetchBalances,
    refetchOnMount: 'always',
    enabled: online,
  });
  return { ...query, online };
}
