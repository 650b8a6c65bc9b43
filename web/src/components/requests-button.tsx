/**
 * @module
 * The Requests button of the staff screens' headers, with the number of extra-day requests of
 * this week and next that wait for staff's answer; it opens the Schedule Overview on the week of
 * the soonest one. Each family answer that arrives or changes while the screen is open is also
 * told in a toast, on every staff device at once, so a request made on a phone is seen at the
 * desk without anyone watching the schedule.
 */
import { formatDisplayDate, mondayOf } from '@cubby/shared/dates';
import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useDirectory } from '../data/directory.ts';
import { type AnswerNews, useExtraDayRequests } from '../data/extra-day-requests.ts';
import { answerWords } from '../lib/confirmation-view.ts';
import { useFacilityToday } from '../lib/facility-clock.ts';
import { countOf } from '../lib/format.ts';
import { toast } from '../lib/toast-store.ts';
import { CountedLabel } from './counted-label.tsx';

/** 'Requests', and how many extra days wait for an answer. */
export function RequestsButton() {
  const { customers } = useDirectory();
  const names = useMemo(
    () => new Map(customers.map((customer) => [customer.id, customer.name])),
    [customers],
  );
  const waiting = useExtraDayRequests((news) => tellAnswer(news, names.get(news.customerId)));
  const thisMonday = mondayOf(useFacilityToday());
  const soonest = waiting[0];
  return (
    <Button asChild variant="outline" highContrast>
      <Link
        to="/schedule"
        // The current week is the Schedule Overview's own; only another week is named.
        search={soonest && soonest.monday !== thisMonday ? { week: soonest.monday } : {}}
        // The name read out starts with the words on screen ('Requests 2'), then says what counts.
        aria-label={
          waiting.length > 0
            ? `Requests ${countOf(waiting.length, 'extra-day request', 'extra-day requests')} to answer`
            : undefined
        }
      >
        <CountedLabel label="Requests" count={waiting.length} color="purple" />
      </Link>
    </Button>
  );
}

// A child the directory does not hold yet (just added on another device) is still told.
function tellAnswer(news: AnswerNews, name = 'A family'): void {
  if (!news.answer) {
    toast({
      title: `${name}: answer taken back`,
      description: `Week of ${formatDisplayDate(news.monday)}`,
    });
    return;
  }
  const request = news.answer.status === 'extra_day_request';
  toast({
    title: `${name}: ${answerWords(news.answer, news.monday)}`,
    ...(request ? { description: 'Approve or decline it on the Schedule Overview.' } : {}),
  });
}
