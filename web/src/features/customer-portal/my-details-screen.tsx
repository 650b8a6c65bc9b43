/**
 * @module
 * My Details (/customer-details, reached from My Schedule): the parent's own phone and email,
 * who may collect the family's children, a proposal to add a pick-up person, and the PIN the
 * parent signs the children in and out with at the front-door kiosk. Everything here is asked
 * of the server, so with no signal it says that it needs a connection.
 */
import { Button, Card, Flex, Heading } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { AutopayCard } from './autopay-card.tsx';
import type { PortalFamily } from './customer-auth.ts';
import { FamilyContactsList } from './family-contacts-list.tsx';
import { KioskPinForm } from './kiosk-pin-form.tsx';
import { namesList } from './names-list.ts';
import { OwnContactForm } from './own-contact-form.tsx';
import * as styles from './portal.css.ts';
import { PortalHeader } from './portal-header.tsx';
import { ProposePickupForm } from './propose-pickup-form.tsx';

/** My Details of a signed-in parent. */
export function MyDetailsScreen({ family }: { family: PortalFamily }) {
  const childNames = namesList(family.children.map((child) => child.name));
  return (
    <div className={styles.page}>
      <PortalHeader
        title="My Details"
        subtitle={
          family.contact ? `${family.contact.name}, for ${childNames}` : `For ${childNames}`
        }
      >
        <Button asChild variant="soft" highContrast>
          <Link to="/customer-schedule">Back to My Schedule</Link>
        </Button>
        <Button asChild variant="soft" highContrast>
          <Link to="/customer-account">My Account</Link>
        </Button>
      </PortalHeader>
      <main>
        <Flex direction="column" gap="5">
          <DetailsCard title="Your Contact Details">
            <OwnContactForm contact={family.contact} />
          </DetailsCard>
          <DetailsCard title="Who May Collect">
            <FamilyContactsList ownContactId={family.contact?.id ?? null} />
          </DetailsCard>
          <DetailsCard title="Propose a Pick-up Person">
            <ProposePickupForm />
          </DetailsCard>
          {/* A kiosk PIN belongs to a contact: a login not linked to one has none to set. */}
          {family.contact ? (
            <DetailsCard title="Kiosk PIN">
              <KioskPinForm />
            </DetailsCard>
          ) : null}
          <AutopayCard />
        </Flex>
      </main>
    </div>
  );
}

function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="5" mb="4" id={headingId}>
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}
