/**
 * @module
 * One contact on the family page: name, relationship and roles; a Call link and an email link;
 * a person who must not collect in red, unmistakably; a pick-up person a parent proposed, who may
 * not collect until staff approve them, marked as waiting (never "May collect") with Approve;
 * for a guardian or a pick-up person, Set
 * kiosk PIN. The phone number comes from the directory, so the Call link works on a tablet with
 * no network.
 */
import { collectStanding } from '@cubby/shared/collect-standing';
import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Text,
} from '@radix-ui/themes';
import { errorText } from '../../lib/error-text.ts';
import { toast } from '../../lib/toast-store.ts';
import { ROLE_LABELS } from './contact-fields.tsx';
import { useUpdateContact } from './contacts-api.ts';
import { DeleteContactDialog } from './delete-contact-dialog.tsx';
import { EditContactDialog } from './edit-contact-dialog.tsx';
import * as styles from './families.css.ts';
import type { ContactView } from './family-view.ts';
import { mayHoldKioskPin } from './kiosk-pin-holders.ts';
import { SetKioskPinDialog } from './set-kiosk-pin-dialog.tsx';
import { telHref } from './tel-href.ts';

/** A contact's card; `canChange` is false offline or before the server answered. */
export function ContactCard(props: { contact: ContactView; familyId: string; canChange: boolean }) {
  const { contact } = props;
  const standing = collectStanding(contact);
  return (
    <Card asChild size="2" className={contact.mustNotCollect ? styles.mustNotCollect : undefined}>
      <article aria-label={contact.name}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Flex direction="column" minWidth="0">
              <Heading as="h4" size="3" className={styles.wrap}>
                {contact.name}
              </Heading>
              {contact.relationship ? (
                <Text size="2" color="gray">
                  {contact.relationship}
                </Text>
              ) : null}
            </Flex>
            <Flex gap="1" wrap="wrap">
              {standing === 'must-not-collect' ? (
                <Badge color="red" variant="solid" highContrast size="2">
                  MUST NOT COLLECT
                </Badge>
              ) : null}
              {standing === 'awaiting-approval' ? (
                <Badge color="amber" variant="surface" highContrast>
                  Waiting for approval
                </Badge>
              ) : null}
              {/* "May collect" only for someone the door lets collect (decision 072). */}
              {contact.roles
                .filter((role) => role !== 'pickup' || standing === 'may-collect')
                .map((role) => (
                  <Badge key={role} color="gray" variant="surface" highContrast>
                    {ROLE_LABELS[role]}
                  </Badge>
                ))}
            </Flex>
          </Flex>
          {contact.mustNotCollect ? (
            <Callout.Root color="red" variant="surface" highContrast role="note">
              <Callout.Text weight="bold">Do not release any child to {contact.name}.</Callout.Text>
            </Callout.Root>
          ) : null}
          {!contact.approved ? (
            <PendingPickup
              contact={contact}
              familyId={props.familyId}
              canChange={props.canChange}
            />
          ) : null}
          <Flex gap="2" wrap="wrap" align="center">
            {contact.phone ? (
              <Button asChild size="2" highContrast>
                <a href={telHref(contact.phone)}>Call {contact.phone}</a>
              </Button>
            ) : (
              <Text size="2" color="gray">
                No phone number
              </Text>
            )}
            {contact.email ? (
              // A link, not a button: an address can be long, and it wraps on a phone.
              <RadixLink href={`mailto:${contact.email}`} size="2" className={styles.wrap}>
                {contact.email}
              </RadixLink>
            ) : null}
          </Flex>
          <Flex gap="2" justify="end" wrap="wrap">
            {mayHoldKioskPin(contact) ? (
              <SetKioskPinDialog
                contact={contact}
                familyId={props.familyId}
                disabled={!props.canChange}
              />
            ) : null}
            <EditContactDialog
              contact={contact}
              familyId={props.familyId}
              disabled={!props.canChange}
            />
            <DeleteContactDialog
              contact={contact}
              familyId={props.familyId}
              disabled={!props.canChange}
            />
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}

/** A pick-up person a parent proposed: not allowed to collect until approved. */
function PendingPickup(props: { contact: ContactView; familyId: string; canChange: boolean }) {
  const update = useUpdateContact(props.familyId);
  const approve = () =>
    update.mutate(
      { contactId: props.contact.id, patch: { approved: true } },
      {
        onSuccess: () =>
          toast({ title: 'Approved', description: `${props.contact.name} may collect now` }),
        onError: (error) =>
          toast({ title: 'Not approved', description: errorText(error), variant: 'destructive' }),
      },
    );
  return (
    <Callout.Root color="amber" highContrast role="note">
      <Callout.Text>
        Proposed by a parent: may not collect until staff approve.{' '}
        <Button
          size="1"
          highContrast
          disabled={!props.canChange || update.isPending}
          onClick={approve}
          aria-label={`Approve ${props.contact.name} to collect`}
        >
          {update.isPending ? 'Approving...' : 'Approve'}
        </Button>
      </Callout.Text>
    </Callout.Root>
  );
}
