/**
 * @module
 * What a browser downloads before the app's first screen can run: the entry chunk index.html
 * names and every chunk it imports statically (the module preloads), as the build wrote them.
 * Chunks reached only through `import()` are left out: they download when a screen asks.
 */
import { gzipSync } from 'node:zlib';

/** A built JavaScript chunk, as Rollup and Rolldown describe it. */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
  moduleIds: string[];
}

/** The chunks of the first load and their gzipped size in bytes. */
export interface FirstLoad {
  chunks: BuiltChunk[];
  gzipBytes: number;
}

/** The entry chunk and its static imports, transitively. */
export function firstLoadOf(output: ReadonlyArray<{ type: string; fileName: string }>): FirstLoad {
  const chunks = new Map(
    output
      .filter((item): item is BuiltChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const loaded = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltChunk) => {
    if (loaded.has(chunk.fileName)) return;
    loaded.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(entries[0] as BuiltChunk);
  const first = [...loaded.values()];
  return {
    chunks: first,
    gzipBytes: first.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0),
  };
}
