/**
 * @module
 * One child as the directory document carries it, and as the parent's portal receives its
 * children from GET /api/customer/auth. Apart from `docs/` so a screen that reads the schema
 * without syncing a document (the portal's account pages) does not download Yjs.
 */
// zod/mini: the parent's screens read their children without zod's classic API (decision 045).
import * as z from 'zod/mini';
import { moneyStringSchema } from './money-schemas.ts';

// A device may still hold entries of version 1, written before families: they read as a child
// with no profile until the server rewrites them, which it does whenever the document loads.
const profileText = z._default(z.nullable(z.string()), null);

/** One customer as the directory carries it. */
export const directoryEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  hourlyRate: moneyStringSchema,
  defaultMonday: z.boolean(),
  defaultTuesday: z.boolean(),
  defaultWednesday: z.boolean(),
  defaultThursday: z.boolean(),
  defaultFriday: z.boolean(),
  familyId: z._default(z.string(), ''),
  birthDate: profileText,
  allergies: profileText,
  medicalNotes: profileText,
  /** The child's room, for ratios; absent or null is in no room (entries older than rooms). */
  roomId: z.optional(z.nullable(z.string())),
});

/** A customer in the directory. */
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
