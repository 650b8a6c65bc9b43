/**
 * @module
 * "Your kiosk PIN" on the time clock: the PIN twice and Save, for clocking in at the front-door
 * kiosk. The shared PIN rules word a trivial PIN's problem before anything is sent; a PIN someone
 * else holds is the server's refusal, in its words. The fields empty once saved.
 */
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { NeedsConnection } from '../../components/needs-connection.tsx';
import { PinFields } from '../../components/pin-fields.tsx';
import { ServerRefusal } from '../../components/server-refusal.tsx';
import { useBrowserOnline } from '../../lib/connection.ts';
import { useOwnPinForm } from '../../lib/pin-form.ts';
import { useSetOwnPin } from './time-clock-api.ts';

/** The Your kiosk PIN form. */
export function StaffPinForm() {
  const save = useSetOwnPin();
  const { values, setValues, problems, submit } = useOwnPinForm(save);
  const online = useBrowserOnline();

  return (
    <Card size="3">
      <form onSubmit={submit} noValidate aria-labelledby="staff-pin-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="staff-pin-heading">
            Your kiosk PIN
          </Heading>
          <Text as="p">Clock in and out at the front-door kiosk with a PIN of your own.</Text>
          <PinFields label="Kiosk PIN" values={values} onChange={setValues} problems={problems} />
          <ServerRefusal error={save.error} />
          {save.isSuccess ? (
            <Text as="p" role="status">
              Your kiosk PIN is saved.
            </Text>
          ) : null}
          <NeedsConnection online={online} />
          <Button type="submit" disabled={!online || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Kiosk PIN'}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
