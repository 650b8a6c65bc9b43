/**
 * @module
 * The owner's settings as one form: the provider's details (printed on statements and year-end
 * tax statements), billing, and how new parent logins get their first password (decision 023).
 * The schema of PUT /api/settings checks it before it is sent; the server's refusal shows in
 * its own words.
 */
import {
  BILLING_CYCLES,
  type BillingCycle,
  type FirstPasswordMode,
  type SettingsResponse,
  updateSettingsPayloadSchema,
} from '@cubby/shared/schemas';
import { Button, Flex, RadioGroup, Text, TextArea, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useFieldProblems } from '../../lib/form-problems.ts';
import { type ProviderSettings, providerSettingsOf, useSaveSettings } from './settings-api.ts';

// The hours, closures and check-out have cards of their own, saved on their own.
type Stored = ProviderSettings;
type DayField = 'dueDays' | 'lateFeeGraceDays';
// Day counts are edited as typed, so a half-typed or empty field is the schema's to refuse; the
// centre's networks are typed one a line.
type Draft = Omit<Stored, DayField | 'centreNetworks'> &
  Record<DayField, string> & { centreNetworks: string };

const toDraft = (stored: Stored): Draft => ({
  ...stored,
  dueDays: String(stored.dueDays),
  lateFeeGraceDays: String(stored.lateFeeGraceDays),
  centreNetworks: stored.centreNetworks.join('\n'),
});

// One network a line (commas and spaces also part them); blank lines are nothing.
const typedNetworks = (typed: string): string[] =>
  typed.split(/[\s,]+/).filter((network) => network.length > 0);

// A whole number as typed becomes one; anything else goes to the schema as is, to be refused.
const typedDays = (typed: string): number | string =>
  /^\s*\d+\s*$/.test(typed) ? Number(typed) : typed;

const fromDraft = (draft: Draft) => ({
  ...draft,
  dueDays: typedDays(draft.dueDays),
  lateFeeGraceDays: typedDays(draft.lateFeeGraceDays),
  centreNetworks: typedNetworks(draft.centreNetworks),
});

// Whether a field is as the server holds it (the networks are a list, compared by value).
const same = (stored: Stored, key: string, value: unknown) =>
  JSON.stringify(stored[key as keyof Stored]) === JSON.stringify(value);

const CYCLE_LABELS: Record<BillingCycle, string> = { weekly: 'Weekly', monthly: 'Monthly' };

/** The settings form, starting from what the server holds. */
export function SettingsForm({ saved }: { saved: SettingsResponse }) {
  const { sharedFirstPasswordAvailable } = saved;
  const stored = providerSettingsOf(saved);
  const [draft, setDraft] = useState<Draft>(() => toDraft(stored));
  const { problems, check } = useFieldProblems<keyof Draft>();
  const save = useSaveSettings();
  const ids = {
    name: useId(),
    address: useId(),
    taxId: useId(),
    dueDays: useId(),
    lateFee: useId(),
    graceDays: useId(),
    networks: useId(),
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(
      Object.entries(fromDraft(draft)).filter(([key, value]) => !same(stored, key, value)),
    );
    const payload = check(updateSettingsPayloadSchema, changed);
    if (payload) save.mutate(payload);
  };
  const unchanged = Object.entries(fromDraft(draft)).every(([key, value]) =>
    same(stored, key, value),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Settings">
      <Flex direction="column" gap="4">
        <FormField id={ids.name} label="Business name" problem={problems.businessName}>
          <TextField.Root
            id={ids.name}
            value={draft.businessName}
            onChange={(event) => set('businessName', event.target.value)}
          />
        </FormField>
        <FormField id={ids.address} label="Address" problem={problems.address}>
          <TextArea
            id={ids.address}
            rows={3}
            value={draft.address}
            onChange={(event) => set('address', event.target.value)}
          />
        </FormField>
        <FormField id={ids.taxId} label="Tax id (EIN)" problem={problems.taxId}>
          <TextField.Root
            id={ids.taxId}
            value={draft.taxId}
            onChange={(event) => set('taxId', event.target.value)}
          />
        </FormField>
        <Flex direction="column" gap="1" role="radiogroup" aria-labelledby={`${ids.name}-cycle`}>
          <Text id={`${ids.name}-cycle`} weight="medium">
            Billing cycle
          </Text>
          <RadioGroup.Root
            value={draft.billingCycle}
            onValueChange={(value) => set('billingCycle', value as BillingCycle)}
          >
            {BILLING_CYCLES.map((cycle) => (
              <RadioGroup.Item key={cycle} value={cycle}>
                {CYCLE_LABELS[cycle]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </Flex>
        <FormField
          id={ids.dueDays}
          label="Statement due (days after the period ends)"
          problem={problems.dueDays}
        >
          <TextField.Root
            id={ids.dueDays}
            inputMode="numeric"
            value={draft.dueDays}
            onChange={(event) => set('dueDays', event.target.value)}
          />
        </FormField>
        <FormField id={ids.lateFee} label="Late fee ($)" problem={problems.lateFee}>
          <TextField.Root
            id={ids.lateFee}
            inputMode="decimal"
            value={draft.lateFee}
            onChange={(event) => set('lateFee', event.target.value)}
          />
        </FormField>
        <FormField
          id={ids.graceDays}
          label="Late fee grace (days after the due date)"
          problem={problems.lateFeeGraceDays}
        >
          <TextField.Root
            id={ids.graceDays}
            inputMode="numeric"
            value={draft.lateFeeGraceDays}
            onChange={(event) => set('lateFeeGraceDays', event.target.value)}
          />
        </FormField>
        <FirstPasswordChoice
          value={draft.parentFirstPassword}
          sharedAvailable={sharedFirstPasswordAvailable}
          onChange={(mode) => set('parentFirstPassword', mode)}
        />
        <FormField
          id={ids.networks}
          label="The centre’s own networks"
          problem={problems.centreNetworks}
        >
          <Text size="2" color="gray" id={`${ids.networks}-hint`}>
            After 20 wrong passwords from one network address, sign-ins from that address pause for
            15 minutes. List the centre’s own addresses here, one a line (for example
            192.168.1.0/24), so a guest on the same Wi-Fi cannot pause the centre’s tablets. Tablets
            where staff have signed in before are never paused by others’ mistakes.
          </Text>
          <TextArea
            id={ids.networks}
            rows={3}
            aria-describedby={`${ids.networks}-hint`}
            value={draft.centreNetworks}
            onChange={(event) => set('centreNetworks', event.target.value)}
          />
        </FormField>
        <ServerRefusal error={save.error} />
        <Flex justify="end">
          <Button type="submit" disabled={save.isPending || unchanged}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

// The owner chooses between the two only when the server has a shared first password; without
// one there is nothing to choose, and the screen says what every new family gets.
function FirstPasswordChoice(props: {
  value: FirstPasswordMode;
  sharedAvailable: boolean;
  onChange: (mode: FirstPasswordMode) => void;
}) {
  const labelId = useId();
  const lifetime =
    'A first password stops working after 14 days or once the parent chooses their own.';
  if (!props.sharedAvailable) {
    return (
      <Flex direction="column" gap="1">
        <Text weight="medium">First password of a new family's parent login</Text>
        <Text size="2" color="gray">
          Each new family gets a first password of its own, printed on its welcome sheet. {lifetime}
        </Text>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="1">
      <Text id={labelId} weight="medium">
        First password of a new family's parent login
      </Text>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={props.value}
        onValueChange={(value) => props.onChange(value as FirstPasswordMode)}
      >
        <RadioGroup.Item value="personal">
          A first password of its own for each family, printed on its welcome sheet
        </RadioGroup.Item>
        <RadioGroup.Item value="shared">
          The shared first password, with a welcome code for each family, printed on its welcome
          sheet and asked once when the parent chooses their own password
        </RadioGroup.Item>
      </RadioGroup.Root>
      <Text size="2" color="gray">
        {lifetime}
      </Text>
    </Flex>
  );
}
