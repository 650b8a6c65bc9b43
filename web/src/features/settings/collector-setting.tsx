/**
 * @module
 * The Check-out card of Settings: `requireCollector` (DESIGN section 8). The front desk always
 * asks who collects; with this on, a check-out from any other path (another app, over the API)
 * that names no one is refused too. Saved as soon as it is switched.
 */
import { Flex, Switch, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useSaveSettings } from './settings-api.ts';

/** The switch, as saved. */
export function CollectorSetting({ saved }: { saved: boolean }) {
  const save = useSaveSettings();
  const hintId = useId();
  const checked = save.isPending ? (save.variables?.requireCollector ?? saved) : saved;
  return (
    <Flex direction="column" gap="2">
      <Text as="label" weight="medium">
        <Flex gap="2" align="center">
          <Switch
            checked={checked}
            disabled={save.isPending}
            aria-describedby={hintId}
            onCheckedChange={(requireCollector) => save.mutate({ requireCollector })}
          />
          Every check-out names who collects
        </Flex>
      </Text>
      <Text as="p" size="2" color="gray" id={hintId}>
        The front desk always asks who is collecting. Turn this on to also refuse a check-out from
        another app that names no one.
      </Text>
      <ServerRefusal error={save.error} />
    </Flex>
  );
}
