// Build step: the engine worker fetches its whole code in one round instead of three. Its entry
// (src/sandbox/worker.ts) is small and loads the engine with import(): the browser fetched the entry,
// then the chunks it imports (dispatch, engine-handlers, engine-snapshot, go-texts, the grader and
// runner), and only once those were parsed their own imports, the two large chunks with the Go
// toolchain and the Kubernetes packages (go-*.js, gopkg-*.js) that the engine cannot start without.
// This plugin (astro.config.mjs `worker.plugins`) ends the entry chunk with an import() of each chunk
// those imports need, so their fetches begin when the entry runs. A module is fetched and evaluated
// once whoever imports it first, and is evaluated only after its own imports, as before; an import
// that fails is reported by the engine's own import of it (src/sandbox/worker.ts), so these ignore it.
import { dirname, join, relative } from 'node:path';

/** The worker whose entry chunk gets the imports. */
const ENGINE_WORKER = join(import.meta.dirname, '..', 'src', 'sandbox', 'worker.ts');

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  code: string;
}

/**
 * The chunks the entry's dynamic imports need through their static imports, which the entry neither
 * imports itself nor loads with import(): each once, in the order found.
 */
export function deeperChunks(entry: Chunk, chunks: ReadonlyMap<string, Chunk>): string[] {
  const have = new Set([entry.fileName, ...entry.imports, ...entry.dynamicImports]);
  const out: string[] = [];
  const visit = (file: string) => {
    for (const dep of chunks.get(file)?.imports ?? []) {
      if (have.has(dep)) continue;
      have.add(dep);
      out.push(dep);
      visit(dep);
    }
  };
  for (const d of entry.dynamicImports) visit(d);
  return out;
}

/** The statement that starts fetching `files` from `entry` (appended: line 1's source map is unchanged). */
export function preloadStatement(entry: string, files: readonly string[]): string {
  const specs = files.map((f) => {
    const rel = relative(dirname(entry), f).split('\\').join('/');
    return JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`);
  });
  return specs.map((s) => `import(${s}).catch(()=>{});`).join('');
}

/** Vite (Rolldown) plugin for the worker bundles. */
export function workerPreloadPlugin() {
  return {
    name: 'oplab-worker-preload',
    generateBundle(_options: unknown, bundle: Record<string, { type: string }>) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((c): c is Chunk => c.type === 'chunk')
          .map((c) => [c.fileName, c]),
      );
      const entry = [...chunks.values()].find(
        (c) => c.isEntry && c.facadeModuleId?.split('?')[0] === ENGINE_WORKER,
      );
      if (entry === undefined) return;
      const files = deeperChunks(entry, chunks);
      if (files.length > 0) entry.code += `\n${preloadStatement(entry.fileName, files)}\n`;
    },
  };
}
