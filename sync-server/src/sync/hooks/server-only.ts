/**
 * @module
 * Hooks of a document kind only the server writes (`alerts:{date}`): every client's update is
 * refused (4422), whatever the access table says, so no device can forge or clear an alert.
 */
import type { DocHooks } from '../hooks.ts';

/** Refuses every client update. */
export const serverOnlyHooks: DocHooks = {
  acceptClientUpdate: () => false,
};
