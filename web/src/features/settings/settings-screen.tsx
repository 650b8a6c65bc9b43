/**
 * @module
 * Settings at /settings, for the owner (DESIGN section 7, "Provider details"): what the owner
 * sets in the app rather than the environment. Behind the owner gate, as /financial.
 */
import { Card, Heading } from '@radix-ui/themes';
import { type ReactNode, useEffect } from 'react';
import { AppSpinner } from '../../components/app-spinner.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import type { AccessFormProps, OwnerAccess } from '../../components/owner-gate.tsx';
import { OwnerScreen } from '../../components/owner-screen.tsx';
import { isSessionEnded } from '../../lib/error-text.ts';
import { useSettings } from './settings-api.ts';
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
  return (
    <Card size="2" asChild>
      <section aria-labelledby="settings-heading">
        <Heading as="h2" size="4" id="settings-heading" mb="3">
          Provider and Billing
        </Heading>
        {settings.isPending ? (
          <AppSpinner label="Loading settings..." />
        ) : settings.isError ? (
          <LoadFailed
            what="The settings"
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
        )}
      </section>
    </Card>
  );
}
