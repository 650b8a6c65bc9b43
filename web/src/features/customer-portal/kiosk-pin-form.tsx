/**
 * @module
 * The parent's own kiosk PIN on My Details: what it is for, the PIN twice, Save. The shared PIN
 * rules word a trivial PIN's problem before anything is sent; the server's refusal (a PIN someone
 * else holds) shows in its own words above the button. The fields empty once it is saved: a PIN
 * is never shown back, not even the one just typed.
 */
import { Button, Flex, Text } from '@radix-ui/themes';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { PinFields } from '../../components/pin-fields.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useOwnPinForm } from '../../lib/pin-form.ts';
import { useSetOwnPin } from './use-set-own-pin.ts';

/** The Kiosk PIN form of My Details. */
export function KioskPinForm() {
  const save = useSetOwnPin();
  const { values, setValues, problems, submit } = useOwnPinForm(save);
  const online = useBrowserOnline();

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Text as="p">
          Sign your children in and out at the front-door tablet with a PIN of your own. Saving a
          new PIN replaces the one you had.
        </Text>
        <PinFields
          label="Kiosk PIN"
          size="3"
          offlineHint
          values={values}
          onChange={setValues}
          problems={problems}
        />
        <ServerRefusal error={save.error} />
        <NeedsConnection online={online} />
        <Button type="submit" size="3" disabled={!online || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Kiosk PIN'}
        </Button>
      </Flex>
    </form>
  );
}
