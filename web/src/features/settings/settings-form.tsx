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
import { useSaveSettings } from './settings-api.ts';

type Stored = Omit<SettingsResponse, 'sharedFirstPasswordAvailable'>;
type DayField = 'dueDays' | 'lateFeeGraceDays';
// Day counts are edited as typed, so a half-typed or empty field is the schema's to refuse.
type Draft = Omit<Stored, DayField> & Record<DayField, string>;

const toDraft = (stored: Stored): Draft => ({
  ...stored,
  dueDays: String(stored.dueDays),
  lateFeeGraceDays: String(stored.lateFeeGraceDays),
});

// A whole number as typed becomes one; anything else goes to the schema as is, to be refused.
const typedDays = (typed: string): number | string =>
  /^\s*\d+\s*$/.test(typed) ? Number(typed) : typed;

const fromDraft = (draft: Draft) => ({
  ...draft,
  dueDays: typedDays(draft.dueDays),
  lateFeeGraceDays: typedDays(draft.lateFeeGraceDays),
});

const CYCLE_LABELS: Record<BillingCycle, string> = { weekly: 'Weekly', monthly: 'Monthly' };

/** The settings form, starting from what the server holds. */
export function SettingsForm({ saved }: { saved: SettingsResponse }) {
  const { sharedFirstPasswordAvailable, ...stored } = saved;
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
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(
      Object.entries(fromDraft(draft)).filter(
        ([key, value]) => stored[key as keyof Stored] !== value,
      ),
    );
    const payload = check(updateSettingsPayloadSchema, changed);
    if (payload) save.mutate(payload);
  };
  const unchanged = Object.entries(fromDraft(draft)).every(
    ([key, value]) => stored[key as keyof Stored] === value,
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

function FirstPasswordChoice(props: {
  value: FirstPasswordMode;
  sharedAvailable: boolean;
  onChange: (mode: FirstPasswordMode) => void;
}) {
  const labelId = useId();
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
        <RadioGroup.Item value="shared">
          The shared first password (anyone who knows it can sign in as a family that has not yet
          chosen its own)
        </RadioGroup.Item>
        <RadioGroup.Item value="personal">
          A first password of its own for each family, printed on its welcome sheet
        </RadioGroup.Item>
      </RadioGroup.Root>
      <Text size="2" color="gray">
        {props.sharedAvailable
          ? 'Either way, a first password stops working after 14 days or once the parent chooses their own.'
          : 'No shared first password is set (CUSTOMER_DEFAULT_PASSWORD), so every family gets its own. A first password stops working after 14 days or once the parent chooses their own.'}
      </Text>
    </Flex>
  );
}
