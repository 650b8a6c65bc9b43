/**
 * @module
 * /rooms/history?date=: a facility day's ratios per room, for signed-in staff and the owner
 * (issue 19). The day is the address's search, so a day's report is a link.
 */
import { type IsoDate, isValidIsoDate } from '@cubby/shared/dates';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { staffScreen } from '../features/auth/staff-session.tsx';

async function loadHistory() {
  const { RatioHistoryScreen } = await import('../features/ratios/ratio-history-screen.tsx');
  return function RatioHistory() {
    const { date } = Route.useSearch();
    const navigate = useNavigate({ from: '/rooms/history' });
    return (
      <RatioHistoryScreen
        date={date}
        onDateChange={(next: IsoDate) => void navigate({ search: { date: next } })}
      />
    );
  };
}

export const Route = createFileRoute('/rooms/history')({
  // A date that is not one shows today rather than an error page.
  validateSearch: (search: Record<string, unknown>): { date?: IsoDate } =>
    typeof search.date === 'string' && isValidIsoDate(search.date) ? { date: search.date } : {},
  codeSplitGroupings: [],
  component: staffScreen(loadHistory),
});
