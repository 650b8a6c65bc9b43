/**
 * @module
 * One child as the directory document carries it, and as the parent's portal receives its
 * children from GET /api/customer/auth. Apart from `docs/` so a screen that reads the schema
 * without syncing a document (the portal's account pages) does not download Yjs.
 */
import { z } from 'zod';
import { moneyStringSchema } from './money.ts';

// A device may still hold entries of version 1, written before families: they read as a child
// with no profile until the server rewrites them, which it does whenever the document loads.
const profileText = z.string().nullable().default(null);

/** One customer as the directory carries it. */
export const directoryEntrySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  hourlyRate: moneyStringSchema,
  defaultMonday: z.boolean(),
  defaultTuesday: z.boolean(),
  defaultWednesday: z.boolean(),
  defaultThursday: z.boolean(),
  defaultFriday: z.boolean(),
  familyId: z.string().default(''),
  birthDate: profileText,
  allergies: profileText,
  medicalNotes: profileText,
  /** The child's room, for ratios; absent or null is in no room (entries older than rooms). */
  roomId: z.string().nullable().optional(),
});

/** A customer in the directory. */
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
