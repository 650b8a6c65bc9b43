/**
 * @module
 * A build step that has the page run React on its own before the app. A browser evaluates a
 * module script and the modules it imports that have not run yet in one task; the app's first
 * chunk, with React DOM in it, was one task of 120-170 ms on a cheap tablet as every screen
 * started. React, React DOM and the scheduler are their own chunk (the `react` group of
 * vite.config.ts), and the page names it in a module script of its own before the app's: both
 * download at once, React runs in one task and the app, finding it done, in the next
 * (decision 057).
 */
import type { Plugin } from 'vite';

/** The chunk the page runs first: the name of its group in vite.config.ts. */
export const FIRST_CHUNK = 'react';

/** Adds a module script for the `chunkName` chunk before the app's own in index.html. */
export function runChunkFirst(chunkName: string = FIRST_CHUNK): Plugin {
  return {
    name: 'cubby:run-chunk-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === chunkName,
        );
        if (!chunk) throw new Error(`run-chunk-first: the build made no "${chunkName}" chunk`);
        const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
        if (!entryScript.test(html)) {
          throw new Error("run-chunk-first: index.html has no module script for the app's entry");
        }
        const first = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        return html.replace(entryScript, (entry) => `${first}\n    ${entry}`);
      },
    },
  };
}
