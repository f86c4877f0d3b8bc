// Build step (Node only): the snapshot of checked Go packages the exercise pages' engine worker loads
// instead of parsing and type-checking the standard and Kubernetes packages itself
// (src/go/build/snapshot.ts; the worker side is src/sandbox/engine-snapshot.ts). It is made by the
// worker's own code: the engine handlers' silent warm-up Check of every code exercise's starter, the
// job the page runs first, so the snapshot holds exactly the registry packages the pages check.
// Written packed (src/sandbox/snapshot-pack.ts): the main table gzip-compressed, decompressed by the
// worker at once (static hosts rarely compress binary files), and the function bodies' segments in
// small groups compressed apart, inflated when a body is first read.
//
// The snapshot depends on the engine's code (the universe's walk order, the checker's output), so it
// is made in the same site build as the worker bundle; it is cached by a hash of every file it can
// depend on, so an unchanged engine reuses it. A package whose sources differ from the snapshot's is
// simply checked in the browser as before, and a snapshot the worker cannot read is ignored.
//
// Usage: node scripts/site-snapshot.ts [OUT]   (default: SITE_SNAPSHOT_FILE below)
// Registered before the engine loads: it imports its Go sources as `.go?raw` text.
import '../src/cli/text-imports.ts';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { deflateRawSync, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');

/** Where the site build finds the snapshot (src/sandbox/worker.ts refers to it by this path). */
export const SITE_SNAPSHOT_FILE = join(root, 'node_modules', '.cache', 'oplab', 'site', 'go-snapshot.bin');

/** Everything the snapshot's bytes can depend on: the engine's sources, the exercises, this script. */
const INPUTS = [
  'src/go',
  'src/kube',
  'src/grader',
  'src/sandbox',
  'exercises',
  'scripts/site-snapshot.ts',
  'scripts/site-snapshot-hot.ts',
];

function filesUnder(path: string, out: string[] = []): string[] {
  const st = statSync(path);
  if (!st.isDirectory()) {
    out.push(path);
    return out;
  }
  for (const name of readdirSync(path).sort()) filesUnder(join(path, name), out);
  return out;
}

/** Every input file (absolute paths), the Go sources under src/go and src/kube among them. */
export function inputFiles(): string[] {
  return INPUTS.flatMap((input) => filesUnder(join(root, input)));
}

/** A hash of every input file's path and content. */
export function inputsHash(files = inputFiles()): string {
  const h = createHash('sha256');
  for (const f of files) {
    h.update(`${relative(root, f)}\0`);
    h.update(readFileSync(f));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

/** Each code exercise's folder, as the page ships it to the worker (paths relative to exercises/). */
export function exerciseBundles(): { id: string; bundle: Record<string, string> }[] {
  const dir = join(root, 'exercises');
  const out: { id: string; bundle: Record<string, string> }[] = [];
  for (const id of readdirSync(dir).sort()) {
    let yaml: string;
    try {
      yaml = readFileSync(join(dir, id, 'exercise.yaml'), 'utf8');
    } catch {
      continue;
    }
    if (!/^kind:\s*code\s*$/m.test(yaml)) continue;
    const bundle: Record<string, string> = {};
    for (const f of filesUnder(join(dir, id))) {
      if (/\.(png|jpg|gif|wasm)$/.test(f)) continue;
      bundle[relative(dir, f)] = readFileSync(f, 'utf8');
    }
    out.push({ id, bundle });
  }
  return out;
}

/** Makes the snapshot (the warm-up of every code exercise, then writeSnapshot), gzip-compressed. */
export async function makeSiteSnapshot(): Promise<{
  bytes: Uint8Array;
  raw: number;
  exercises: number;
  hot: number;
}> {
  const { makeEngineHandlers } = await import('../src/sandbox/engine-handlers.ts');
  const { writeSnapshot, snapshotLayout } = await import('../src/go/index.ts');
  const { packSnapshot } = await import('../src/sandbox/snapshot-pack.ts');
  const handlers = makeEngineHandlers({
    grader: () => import('../src/grader/grade.ts'),
    runner: () => import('../src/kube/run/index.ts'),
  });
  const warm = handlers.warm;
  if (warm === undefined) throw new Error('the engine handlers have no warm job');
  const exercises = exerciseBundles();
  for (const { id, bundle } of exercises) await warm({ kind: 'warm', exercise: id, bundle }, () => {});
  const raw = writeSnapshot();
  const layout = snapshotLayout(raw);
  if (layout === undefined) throw new Error('writeSnapshot made bytes snapshotLayout cannot read');
  const pack = (hot: readonly number[] = []) =>
    packSnapshot(
      raw,
      layout,
      (b) => gzipSync(b, { level: 9 }),
      (b) => deflateRawSync(b, { level: 9 }),
      hot,
    );
  const first = pack();
  const hot = hotGroupsOf(first, exercises);
  return { bytes: pack(hot), raw: raw.length, exercises: exercises.length, hot: hot.length };
}

/** The groups of `packed` the exercises' first Checks read, learned in a fresh process (site-snapshot-hot.ts). */
function hotGroupsOf(
  packed: Uint8Array,
  exercises: { id: string; bundle: Record<string, string> }[],
): number[] {
  const dir = mkdtempSync(join(tmpdir(), 'oplab-snapshot-hot-'));
  try {
    writeFileSync(join(dir, 'packed.bin'), packed);
    writeFileSync(join(dir, 'exercises.json'), JSON.stringify(exercises));
    const out = execFileSync(
      process.execPath,
      [join(root, 'scripts', 'site-snapshot-hot.ts'), join(dir, 'packed.bin'), join(dir, 'exercises.json')],
      { encoding: 'utf8', maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    return JSON.parse(out) as number[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Makes `out` unless it is already the snapshot of these inputs (its hash is kept beside it).
 * Returns what happened, for the build's log.
 */
export async function ensureSiteSnapshot(out = SITE_SNAPSHOT_FILE): Promise<string> {
  const key = inputsHash();
  const keyFile = `${out}.key`;
  try {
    if (readFileSync(keyFile, 'utf8') === key && statSync(out).size > 0) return `reused (${key})`;
  } catch {
    // no snapshot yet
  }
  const started = performance.now();
  const { bytes, raw, exercises, hot } = await makeSiteSnapshot();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(`${out}.tmp`, bytes);
  renameSync(`${out}.tmp`, out);
  writeFileSync(keyFile, key);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  return `made from ${exercises} exercises in ${((performance.now() - started) / 1000).toFixed(1)} s: ${kb(raw)}, ${kb(bytes.length)} packed, ${hot} hot groups (${key})`;
}

if (import.meta.filename === process.argv[1]) {
  console.log(`go snapshot: ${await ensureSiteSnapshot(process.argv[2])}`);
}
