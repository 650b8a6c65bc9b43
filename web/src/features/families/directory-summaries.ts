/**
 * @module
 * The family list as the directory document has it, for a device with no network: the same
 * shape GET /api/families answers (name, children, guardians, pick-ups waiting), sorted by name.
 */
import type { DirectoryEntry, DirectoryFamily } from '@cubby/shared/docs';
import type { FamilySummaryResponse } from '@cubby/shared/schemas';

/** Each family of `families` with its children from `children`, sorted by name. */
export function summarizeDirectory(
  families: ReadonlyArray<DirectoryFamily>,
  children: ReadonlyArray<DirectoryEntry>,
): FamilySummaryResponse[] {
  return families
    .map((family) => ({
      id: family.id,
      name: family.name,
      children: children
        .filter((child) => child.familyId === family.id)
        .map(({ id, name }) => ({ id, name })),
      guardians: family.contacts
        .filter((contact) => contact.roles.includes('guardian'))
        .map((contact) => contact.name),
      pendingPickups: family.contacts.filter((contact) => !contact.approved).length,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
