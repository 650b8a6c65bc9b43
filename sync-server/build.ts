/**
 * @module
 * `pnpm --filter @cubby/sync-server build`: the server as two JavaScript files, dist/main.js (the
 * server) and dist/serve.js (what the Docker image starts), each one bundle of this package and
 * @cubby/shared. Run from source, Node strips the types of some 400 modules and resolves each
 * import at every start, which took one to six seconds before the server listened; the bundle
 * listens in a fraction of a second (docs/decisions/044-the-server-runs-built.md).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const result = await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { main: 'src/main.ts', serve: 'src/serve.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Native addons, and packages that read their own files at run time (pdfkit its fonts,
  // @flydotio/litestream its binary), load from node_modules as they are.
  external: ['better-sqlite3', '@node-rs/argon2', 'pdfkit', '@flydotio/litestream'],
  // Bundled CommonJS packages (nodemailer, ws) call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
});

// Each file is replaced whole, by a rename: a server starting meanwhile, or another build running
// at the same time (the test projects each build before they start), never reads half a file.
for (const file of result.outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
