/**
 * @module
 * A child's name as a link to their family page, wherever a child is shown. A directory entry
 * written before families (no `familyId` yet) shows the name alone until the server rewrites it.
 * Underlined always, not on hover: a tablet has no hover to reveal a link.
 */
import type { DirectoryEntry } from '@cubby/shared/docs';
import { Link as RadixLink } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** `children` (the name as the screen writes it) linking to the child's family page. */
export function ChildLink({
  child,
  children,
}: {
  child: Pick<DirectoryEntry, 'name' | 'familyId'>;
  children?: ReactNode;
}) {
  const name = children ?? child.name;
  if (!child.familyId) return <>{name}</>;
  return (
    <RadixLink asChild color="gray" highContrast underline="always">
      <Link to="/families/$familyId" params={{ familyId: child.familyId }}>
        {name}
      </Link>
    </RadixLink>
  );
}
