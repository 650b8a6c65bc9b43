/**
 * @module
 * The sync-server package's folder, whether this runs from source (src/) or built (dist/): both
 * sit one level below it, so files found from here (the migrations, the web build) are the same
 * either way.
 */
import { fileURLToPath } from 'node:url';

/** The sync-server folder, ending in a separator. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
