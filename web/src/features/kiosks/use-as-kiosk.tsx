/**
 * @module
 * The second step of 'Add a kiosk': make this tablet the kiosk now, or Done (the toast then says
 * the kiosk is on the list; a tablet turned into the kiosk shows parents no staff toast). The token the server answered
 * is kept on this tablet (`lib/kiosk-token.ts`), staff are signed out here, and the kiosk page
 * opens. Signing out matters: the tablet then stands in the hallway, and a staff session left on
 * it would let anyone walk from the kiosk into the staff screens; leaving kiosk mode takes a staff
 * password instead.
 */
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useNavigate } from '@tanstack/react-router';
import { saveKioskToken } from '../../lib/kiosk-token.ts';
import { toast } from '../../lib/toast-store.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';

/** What the dialog shows once a kiosk is added: Done, or use this tablet as the kiosk. */
export function UseAsKiosk({ name, token }: { name: string; token: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const useThisTablet = () => {
    saveKioskToken(token);
    // The promise, not mutate's own callbacks: signing out closes the staff screens and so
    // unmounts this dialog, often before the call settles, and an unmounted caller's callbacks
    // never run. The kiosk opens whether or not the server heard the sign-out.
    void signOut
      .mutateAsync()
      .catch(() => undefined)
      .finally(() => navigate({ to: '/kiosk' }));
  };
  return (
    <Flex direction="column" gap="3">
      <Text as="p">
        {name} is added. If this is the tablet at the front door, make it the kiosk now: staff are
        signed out on it, and leaving kiosk mode takes a staff password. The key is handed over only
        now; for another tablet, add a kiosk on that tablet.
      </Text>
      <Flex gap="3" justify="end" wrap="wrap" mt="2">
        <Dialog.Close>
          <Button
            type="button"
            variant="soft"
            color="gray"
            onClick={() =>
              toast({ title: 'Kiosk added', description: `${name} is on the list of kiosks.` })
            }
          >
            Done
          </Button>
        </Dialog.Close>
        <Button highContrast loading={signOut.isPending} onClick={useThisTablet}>
          Use this tablet as the kiosk
        </Button>
      </Flex>
    </Flex>
  );
}
