/**
 * @module
 * What a browser downloads before the app's first screen can run: the entry chunk index.html
 * names and every chunk it imports statically (the module preloads), as the build wrote them.
 * Chunks reached only through `import()` are left out: they download when a screen asks, and
 * `screenLoadOf` adds those of one screen.
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

type Output = ReadonlyArray<{ type: string; fileName: string }>;

/** The entry chunk and its static imports, transitively. */
export function firstLoadOf(output: Output): FirstLoad {
  return loadOf(output, () => false);
}

/**
 * What a screen downloads: the first load, and the chunks holding the modules `screen` matches
 * (its route's and its screen's code, fetched with `import()`) with their static imports.
 */
export function screenLoadOf(output: Output, screen: RegExp): FirstLoad {
  return loadOf(output, (chunk) => chunk.moduleIds.some((id) => screen.test(id)));
}

function loadOf(output: Output, alsoLoads: (chunk: BuiltChunk) => boolean): FirstLoad {
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
  for (const chunk of chunks.values()) if (alsoLoads(chunk)) visit(chunk);
  const first = [...loaded.values()];
  return {
    chunks: first,
    gzipBytes: first.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0),
  };
}
