/**
 * @module
 * /rooms/settings (issue 19, decision 039), for the owner: the rooms with their rules, and which
 * room each child is in. Behind the owner gate, as /people: staff see the owner access form.
 */
import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AccessFormProps } from '../../components/owner-gate.tsx';
import { OwnerScreen } from '../../components/owner-screen.tsx';
import { ChildrenRoomsPanel } from './children-rooms-panel.tsx';
import { RoomsPanel } from './rooms-panel.tsx';

/** The rooms settings screen. */
export function RoomsSettingsScreen(props: { accessForm: (form: AccessFormProps) => ReactNode }) {
  return (
    <OwnerScreen
      path="/rooms/settings"
      title="Rooms"
      subtitle="Each room's ages and ratio, and the children in it"
      purpose="Only the owner can change rooms. Enter the owner credentials to set them up."
      accessForm={props.accessForm}
    >
      {(access) => (
        <Flex direction="column" gap="4">
          <RoomsPanel onRefused={access.onRefused} />
          <ChildrenRoomsPanel />
        </Flex>
      )}
    </OwnerScreen>
  );
}
