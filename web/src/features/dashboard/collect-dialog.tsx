/**
 * @module
 * "Who is collecting?": every check-out at the desk asks it (DESIGN section 8, decision 073).
 * The family's guardians and approved pick-ups are offered from the directory, so the question
 * works offline; choosing one checks the child out naming them. The people who must not collect
 * are listed apart, in red: choosing one refuses them with the reason, and the server audits the
 * refusal and alerts every staff device (its own rule decides; offline the desk says nobody was
 * alerted). Naming nobody is offered unless the owner requires a name (Settings `requireCollector`, which
 * the directory carries to the desk offline).
 */
import { collectRefusal } from '@cubby/shared/collect-standing';
import type { DirectoryContact, DirectoryEntry, VisitContact } from '@cubby/shared/docs';
import { Avatar, Button, Callout, Dialog, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useDirectoryFamily } from '../../data/directory-family.ts';
import { useCollectorRequired } from '../../data/facility-hours.ts';
import { ApiError, apiRequest, isNetworkError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { initialsOf } from '../../lib/format.ts';
import { toast } from '../../lib/toast-store.ts';
import { asCollector, collectChoices } from './collect-choices.ts';
import * as styles from './dashboard.css.ts';

/** A refusal shown in the dialog: why, and whether staff were told. */
interface Refusal {
  reason: string;
  alerted: boolean;
}

/** The collect dialog for `child`, open while the desk is checking the child out. */
export function CollectDialog(props: {
  child: DirectoryEntry;
  onClose: () => void;
  /** Checks the child out naming `collector` (null: nobody named). */
  onCollected: (collector: VisitContact | null) => void;
}) {
  const { child } = props;
  const family = useDirectoryFamily(child.familyId);
  const choices = collectChoices(family?.contacts ?? []);
  const required = useCollectorRequired();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [pending, setPending] = useState(false);

  const collect = (collector: VisitContact | null) => {
    props.onCollected(collector);
    props.onClose();
  };

  // The server's own check (POST /api/sessions/checkout) refuses, audits and alerts staff; it
  // writes nothing for a refused person. Were its list newer than this device's and the person
  // allowed after all, it checks the child out, and the dialog says so.
  const refuse = async (contact: DirectoryContact) => {
    setPending(true);
    try {
      await apiRequest('POST', '/api/sessions/checkout', {
        customerId: child.id,
        collectedBy: contact.id,
      });
      toast({ title: 'Success', description: 'Customer checked out successfully' });
      props.onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setRefusal({ reason: error.body, alerted: true });
      } else if (isNetworkError(error)) {
        const reason = collectRefusal(contact, contact.name, child.name) ?? errorText(error);
        setRefusal({ reason, alerted: false });
      } else {
        setRefusal({ reason: errorText(error), alerted: false });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
        <Dialog.Title>Who is collecting {child.name}?</Dialog.Title>
        {refusal ? (
          <Callout.Root color="red" highContrast role="alert" mb="3">
            <Callout.Text>
              <strong>{refusal.reason}.</strong>{' '}
              {refusal.alerted
                ? `Do not hand ${child.name} over. Every staff device has been alerted.`
                : `Do not hand ${child.name} over. This device could not reach the server, so no one else was alerted: tell the staff in charge yourself.`}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {choices.mayCollect.length === 0 ? (
          <Text as="p" color="gray" mb="3">
            No guardian or approved pick-up is on file for this family. Add one on the family page.
          </Text>
        ) : (
          <ul className={styles.collectList} aria-label="May collect">
            {choices.mayCollect.map((contact) => (
              <li key={contact.id}>
                <Button
                  variant="soft"
                  size="3"
                  className={styles.collectChoice}
                  disabled={pending}
                  onClick={() => collect(asCollector(contact))}
                >
                  <Person contact={contact} />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {choices.mustNotCollect.length > 0 ? (
          <>
            <Heading as="h3" size="2" color="red" mt="3" mb="2">
              Must not collect
            </Heading>
            <ul className={styles.collectList} aria-label="Must not collect">
              {choices.mustNotCollect.map((contact) => (
                <li key={contact.id}>
                  <Button
                    variant="outline"
                    color="red"
                    size="3"
                    className={styles.collectChoice}
                    loading={pending}
                    onClick={() => void refuse(contact)}
                  >
                    <Person contact={contact} />
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Flex gap="3" justify="end" wrap="wrap" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          {required ? null : (
            <Button variant="outline" disabled={pending} onClick={() => collect(null)}>
              Check out without a name
            </Button>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

// The person as the desk recognises them. No photo of a contact is on file in Cubby yet: the
// initials stand where one will.
function Person({ contact }: { contact: DirectoryContact }) {
  return (
    <>
      <Avatar fallback={initialsOf(contact.name)} radius="full" size="3" aria-hidden />
      <span className={styles.collectWho}>
        <span className={styles.name}>{contact.name}</span>
        {contact.relationship ? (
          <Text size="1" color="gray">
            {contact.relationship}
          </Text>
        ) : null}
      </span>
    </>
  );
}
