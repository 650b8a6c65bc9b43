/**
 * @module
 * The Litestream executable that `@flydotio/litestream` installs for this platform. Its own
 * `litestream` bin is a Node wrapper that runs the binary with spawnSync and forwards no signal,
 * so SIGTERM would never reach the server under it: Cubby runs the binary itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The path of the real binary, found the way the package's index.js finds it. */
export function litestreamBinary(): string {
  const wrapper = fileURLToPath(import.meta.resolve('@flydotio/litestream'));
  const binary = path.join(
    path.dirname(wrapper),
    '..',
    `litestream-${process.platform}-${process.arch}`,
    'litestream',
  );
  if (!existsSync(binary))
    throw new Error(
      `Litestream has no binary for ${process.platform}-${process.arch} (looked for ${binary})`,
    );
  return binary;
}
