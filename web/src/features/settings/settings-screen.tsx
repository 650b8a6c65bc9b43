/**
 * @module
 * Settings at /settings, for the owner (DESIGN sections 7 and 8): what the owner sets in the app
 * rather than the environment, one card each: the provider and billing, the opening hours, the
 * closures and check-out. Each card saves its own settings alone, so an unsaved change on one
 * card outlives a save on another. Behind the owner gate, as /financial.
 */
import type { SettingsResponse } from '@cubby/shared/schemas';
import { Card, Flex, Heading } from '@radix-ui/themes';
import { type ReactNode, useEffect } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import type { AccessFormProps, OwnerAccess } from '../../components/owner-gate.tsx';
import { OwnerScreen } from '../../components/owner-screen.tsx';
import { isSessionEnded } from '../../lib/error-text.ts';
import { ClosuresForm } from './closures-form.tsx';
import { CollectorSetting } from './collector-setting.tsx';
import { OpeningHoursForm } from './opening-hours-form.tsx';
import { providerSettingsOf, useSettings } from './settings-api.ts';
import { SettingsForm } from './settings-form.tsx';

/** The Settings screen. */
export function SettingsScreen(props: { accessForm: (form: AccessFormProps) => ReactNode }) {
  return (
    <OwnerScreen
      path="/settings"
      title="Settings"
      subtitle="The day-care's details and how it works"
      purpose="Enter the owner credentials to change the settings."
      accessForm={props.accessForm}
      narrow
    >
      {(access) => <SettingsPanel {...access} />}
    </OwnerScreen>
  );
}

function SettingsPanel({ onRefused }: OwnerAccess) {
  const settings = useSettings();
  useEffect(() => {
    if (isSessionEnded(settings.error)) onRefused();
  }, [settings.error, onRefused]);
  if (settings.isPending) {
    return (
      <SettingsCard id="settings-heading" title="Provider and Billing">
        <AppSpinner label="Loading settings..." />
      </SettingsCard>
    );
  }
  if (settings.isError) {
    return (
      <SettingsCard id="settings-heading" title="Provider and Billing">
        <LoadFailed
          what="The settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      </SettingsCard>
    );
  }
  return <SettingsCards saved={settings.data} />;
}

// Each form starts again from the server's answer when its own settings change, not another's.
function SettingsCards({ saved }: { saved: SettingsResponse }) {
  const hours = { openingHours: saved.openingHours, standardDay: saved.standardDay };
  return (
    <Flex direction="column" gap="4">
      <SettingsCard id="settings-heading" title="Provider and Billing">
        <SettingsForm
          key={JSON.stringify([providerSettingsOf(saved), saved.sharedFirstPasswordAvailable])}
          saved={saved}
        />
      </SettingsCard>
      <SettingsCard id="hours-heading" title="Opening Hours">
        <OpeningHoursForm key={JSON.stringify(hours)} saved={hours} />
      </SettingsCard>
      <SettingsCard id="closures-heading" title="Closures">
        <ClosuresForm saved={saved.closures} />
      </SettingsCard>
      <SettingsCard id="checkout-heading" title="Check-out">
        <CollectorSetting saved={saved.requireCollector} />
      </SettingsCard>
    </Flex>
  );
}

function SettingsCard(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Card size="2" asChild>
      <section aria-labelledby={props.id}>
        <Heading as="h2" size="4" id={props.id} mb="3">
          {props.title}
        </Heading>
        {props.children}
      </section>
    </Card>
  );
}
