/**
 * @module
 * Kiosks at /kiosks (DESIGN section 7, "Kiosk"), for staff and the owner: the tablets at the
 * front door where parents sign their children in and out, who added each and when it was last
 * seen; Add a kiosk, and Revoke for one that is lost or gone. Everything here is the server's,
 * so offline the screen says it needs a connection.
 */
import { can } from '@cubby/shared/access';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { AppHeader } from '../../components/app-header.tsx';
import { AppSpinner } from '../../components/app-spinner.tsx';
import * as layout from '../../components/layout.css.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { StaffLinks } from '../../components/staff-links.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useStaffUser } from '../../lib/staff-user.ts';
import { AddKioskDialog } from './add-kiosk-dialog.tsx';
import { KioskCard } from './kiosk-card.tsx';
import { orderKiosks } from './kiosk-list.ts';
import * as styles from './kiosks.css.ts';
import { useKioskDevices } from './kiosks-api.ts';

/** The Kiosks screen. */
export function KiosksScreen() {
  const user = useStaffUser();
  const online = useBrowserOnline();
  const kiosks = useKioskDevices();
  const headingId = useId();
  // Turning a tablet into a kiosk is the front desk's; the staff session of this device asks.
  const mayAdd = can({ role: user.role, subject: user.id }, 'kiosk-devices:create');

  return (
    <div className={layout.narrowPage}>
      <AppHeader
        title="Kiosks"
        subtitle="The tablets at the front door where parents sign their children in and out"
        actions={<StaffLinks current="/kiosks" />}
      />
      <main>
        <Flex asChild direction="column" gap="3">
          <section aria-labelledby={headingId}>
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="5" id={headingId}>
                Kiosk tablets
              </Heading>
              {mayAdd ? <AddKioskDialog disabled={!online} /> : null}
            </Flex>
            <NeedsConnection online={online} />
            {kiosks.isPending ? (
              <AppSpinner label="Loading kiosks..." />
            ) : kiosks.isError ? (
              <LoadFailed
                what="The kiosks"
                error={kiosks.error}
                onRetry={() => void kiosks.refetch()}
              />
            ) : kiosks.data.length === 0 ? (
              <Card role="status">
                <Text color="gray">
                  No kiosks yet. Add the tablet at the front door to let parents sign their children
                  in and out with their PIN.
                </Text>
              </Card>
            ) : (
              <ul className={styles.kioskList} aria-label="Kiosks">
                {orderKiosks(kiosks.data).map((device) => (
                  <li key={device.id}>
                    <KioskCard device={device} canChange={online} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Flex>
      </main>
    </div>
  );
}
