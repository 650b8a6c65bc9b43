/**
 * @module
 * Why a day the owner unticked ticks itself again (decision 031): real money covers it, so the
 * server's ledger ticks it back. The owner's unticks are noted here; a day seen unpaid and then
 * paid again within a few seconds of its untick gets one toast that says what to do instead.
 */
import { useEffect } from 'react';
import { toast } from '../../lib/toast-store.ts';
import type { CustomerWeek, PaymentDay } from './financial-week.ts';

/** How long after an untick a re-tick counts as the server's answer to it. */
export const RETICK_WINDOW_MS = 8000;

/** The toast's words. */
export const RETICK_MESSAGE = 'This day is paid by a payment; reverse that payment to unpay it';

interface Untick {
  at: number;
  seenUnpaid: boolean;
}

/** A watcher of unticks, kept per dashboard (one per browser tab is enough). */
export class RetickWatch {
  private readonly unticks = new Map<string, Untick>();

  /** The owner unticked these days at `now`. */
  noteUnticks(days: readonly Pick<PaymentDay, 'customerId' | 'date'>[], now: number): void {
    for (const day of days) this.unticks.set(keyOf(day), { at: now, seenUnpaid: false });
  }

  /** The days that came back ticked after their untick; each is reported once. */
  reticked(days: readonly Pick<PaymentDay, 'customerId' | 'date' | 'paid'>[], now: number) {
    const found: string[] = [];
    for (const day of days) {
      const key = keyOf(day);
      const untick = this.unticks.get(key);
      if (!untick) continue;
      if (now - untick.at > RETICK_WINDOW_MS) {
        this.unticks.delete(key);
      } else if (!day.paid) {
        untick.seenUnpaid = true;
      } else if (untick.seenUnpaid) {
        this.unticks.delete(key);
        found.push(day.date);
      }
    }
    return found;
  }
}

/** The dashboard's watcher: payment-writes notes unticks into it. */
export const retickWatch = new RetickWatch();

/** Shows the toast when a day the owner unticked comes back ticked by the server. */
export function useRetickNotice(rows: readonly CustomerWeek[]): void {
  useEffect(() => {
    const days = rows.flatMap((row) => row.chargedDays);
    if (retickWatch.reticked(days, Date.now()).length > 0) {
      toast({ title: 'Day still paid', description: RETICK_MESSAGE });
    }
  }, [rows]);
}

function keyOf(day: Pick<PaymentDay, 'customerId' | 'date'>): string {
  return `${day.customerId}_${day.date}`;
}
