/**
 * @module
 * What the family page shows, from its two sources. The directory document is on every staff
 * device, offline too, and changes live: it is the roster (which children, which contacts, their
 * profiles and phone numbers). The server's answer adds what only it keeps (a child's notes, a
 * contact's email, the parent logins); offline, those are unknown, not empty.
 */
import type { DirectoryContact, DirectoryEntry, DirectoryFamily } from '@cubby/shared/docs';
import type {
  ChildResponse,
  ContactResponse,
  FamilyResponse,
  ParentLoginResponse,
} from '@cubby/shared/schemas';

/** A child on the family page; `notes` is undefined while the server has not answered. */
export type ChildView = DirectoryEntry & { notes: string | null | undefined };

/** A contact on the family page; `email` and `login` are undefined while the server has not answered. */
export type ContactView = DirectoryContact & {
  email: string | undefined;
  login: ParentLoginResponse | null | undefined;
};

/** The family as the page shows it. */
export interface FamilyView {
  id: string;
  name: string;
  children: ChildView[];
  contacts: ContactView[];
  /** The note the kiosk shows the family's people; undefined while the server has not answered. */
  kioskNote: string | null | undefined;
  /**
   * When the family's first child was added (an instant); null when Cubby does not know it,
   * undefined while the server has not answered.
   */
  joinedAt: string | null | undefined;
  /** Whether the server's fields are known, so the page may offer changes. */
  fromServer: boolean;
}

function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name);
}

function childOf(child: DirectoryEntry | ChildResponse, server?: ChildResponse): ChildView {
  const entry: DirectoryEntry = {
    id: child.id,
    name: child.name,
    hourlyRate: child.hourlyRate,
    defaultMonday: child.defaultMonday,
    defaultTuesday: child.defaultTuesday,
    defaultWednesday: child.defaultWednesday,
    defaultThursday: child.defaultThursday,
    defaultFriday: child.defaultFriday,
    familyId: child.familyId,
    birthDate: child.birthDate,
    allergies: child.allergies,
    medicalNotes: child.medicalNotes,
    roomId: child.roomId ?? null,
  };
  return { ...entry, notes: server?.notes };
}

function contactOf(contact: DirectoryContact, server?: ContactResponse): ContactView {
  const { id, name, relationship, phone, roles, mustNotCollect, approved } = contact;
  return {
    ...{ id, name, relationship, phone, roles, mustNotCollect, approved },
    email: server?.email,
    login: server?.login,
  };
}

/**
 * The family from the directory's copy (`family` and every child in `children` of that family)
 * enriched by the server's answer (notes, emails, logins, the kiosk note); from the server alone while the directory does not hold it
 * yet; null when neither does.
 */
export function toFamilyView(
  familyId: string,
  directory: { family: DirectoryFamily | null; children: ReadonlyArray<DirectoryEntry> },
  server: FamilyResponse | undefined,
): FamilyView | null {
  const serverChildren = new Map(server?.children.map((child) => [child.id, child]));
  const serverContacts = new Map(server?.contacts.map((contact) => [contact.id, contact]));
  if (directory.family) {
    return {
      id: familyId,
      name: directory.family.name,
      children: directory.children
        .filter((child) => child.familyId === familyId)
        .map((child) => childOf(child, serverChildren.get(child.id)))
        .sort(byName),
      contacts: directory.family.contacts.map((contact) =>
        contactOf(contact, serverContacts.get(contact.id)),
      ),
      kioskNote: server?.kioskNote,
      joinedAt: server && joinedAtOf(server),
      fromServer: server !== undefined,
    };
  }
  if (!server) return null;
  return {
    id: server.id,
    name: server.name,
    children: server.children.map((child) => childOf(child, child)).sort(byName),
    contacts: server.contacts.map((contact) => contactOf(contact, contact)),
    kioskNote: server.kioskNote,
    joinedAt: joinedAtOf(server),
    fromServer: true,
  };
}

// The earliest child's creation: the family has been on Cubby's books since then.
function joinedAtOf(server: FamilyResponse): string | null {
  const known = server.children.flatMap((child) => (child.createdAt ? [child.createdAt] : []));
  if (known.length === 0 || known.length < server.children.length) return null;
  return known.reduce((first, at) => (Date.parse(at) < Date.parse(first) ? at : first));
}
