/**
 * @module
 * The family's contacts as the parent may see them (GET /api/customer/contacts): guardians,
 * emergency contacts and pick-up people, with the ones a parent proposed and staff have not
 * approved yet. Asked again each time My Details opens: staff approve a proposal at the desk,
 * and the parent opens the page to see whether they have.
 */
import { type ContactResponse, contactResponseSchema } from '@cubby/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client.ts';

/** The query key of the family's contacts. */
export const FAMILY_CONTACTS_KEY = ['/api/customer/contacts'] as const;

/** The family's contacts: pending while asked, then the list or the failure. */
export function useFamilyContacts() {
  return useQuery({
    queryKey: FAMILY_CONTACTS_KEY,
    queryFn: (): Promise<ContactResponse[]> =>
      apiJson(contactResponseSchema.array(), 'GET', FAMILY_CONTACTS_KEY[0], undefined, {
        token: 'none',
      }),
    refetchOnMount: 'always',
  });
}
