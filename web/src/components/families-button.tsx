/**
 * @module
 * The Families button of the staff screens' headers, with the number of pick-up people parents
 * proposed and staff have yet to approve; a proposal that arrives while the screen is open is
 * also told in a toast, on every staff device at once.
 */
import { Button } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { usePickupRequests } from '../data/pickup-requests.ts';
import { countOf } from '../lib/format.ts';
import { toast } from '../lib/toast-store.ts';
import { CountedLabel } from './counted-label.tsx';

/** 'Families', and how many pick-ups wait for approval. */
export function FamiliesButton() {
  const waiting = usePickupRequests((request) =>
    toast({
      title: 'Pick-up request',
      description: `${request.familyName}'s family proposed a pick-up person. Approve them on the family page before they collect.`,
    }),
  ).length;
  const label = `${countOf(waiting, 'pick-up', 'pick-ups')} to approve`;
  return (
    <Button asChild variant="outline" highContrast>
      <Link to="/families" aria-label={waiting > 0 ? `Families: ${label}` : undefined}>
        <CountedLabel label="Families" count={waiting} color="amber" />
      </Link>
    </Button>
  );
}
