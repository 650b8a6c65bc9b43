/**
 * @module
 * The top of the portal's signed-in pages: the title, the line under it, the page's own links,
 * and Logout.
 */
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import * as styles from './portal.css.ts';
import { usePortalLogout } from './use-portal-logout.ts';

/** A signed-in page's header; `children` go before Logout. */
export function PortalHeader(props: { title: string; subtitle: ReactNode; children?: ReactNode }) {
  const logout = usePortalLogout();
  return (
    <header className={styles.header}>
      <div>
        <Heading as="h1" size="7">
          {props.title}
        </Heading>
        <Text as="p" color="gray">
          {props.subtitle}
        </Text>
      </div>
      <Flex gap="2" align="center" wrap="wrap">
        {props.children}
        <Button
          variant="soft"
          color="gray"
          highContrast
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Logout
        </Button>
      </Flex>
    </header>
  );
}
