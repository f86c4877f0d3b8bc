// Build step (Node only), run by scripts/site-snapshot.ts in a process of its own: which groups of
// the packed site snapshot (src/sandbox/snapshot-pack.ts) the exercise pages' first Check reads. It
// does what a page's engine worker does, from a fresh engine: reads the packed snapshot's main part,
// puts the snapshot in use, and runs the silent warm-up Check of every code exercise's starter,
// noting each group of function bodies the reader inflates. Those are the pack's hot groups: the
// snapshot's worker inflates them beside the engine's reading of the main part
// (src/sandbox/snapshot-worker.ts), so the first Check on the engine's thread does not.
// A fresh process: in the one that made the snapshot every package is compiled already, and no body
// would be read from it.
//
// Usage: node scripts/site-snapshot-hot.ts PACKED EXERCISES_JSON   (prints the groups as JSON)
// Registered before the engine loads: it imports its Go sources as `.go?raw` text.
import '../src/cli/text-imports.ts';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** The groups the warm-up of each exercise (id and bundle) reads from `packed`, ascending. */
export async function hotGroups(
  packed: Uint8Array,
  exercises: readonly { id: string; bundle: Record<string, string> }[],
): Promise<number[]> {
  const { unpackTable } = await import('../src/sandbox/snapshot-bytes.ts');
  const { packedSource } = await import('../src/sandbox/snapshot-pack.ts');
  const { readSnapshot, useSnapshot } = await import('../src/go/index.ts');
  const { makeEngineHandlers } = await import('../src/sandbox/engine-handlers.ts');
  const parts = unpackTable(packed);
  if (parts === undefined) throw new Error('site-snapshot-hot: not a packed snapshot');
  // (A pack with hot groups has their bytes after the main part in the same stream: not those.)
  const main = new Uint8Array(gunzipSync(parts.main)).subarray(0, parts.mainSize);
  const read = new Set<number>();
  const snap = readSnapshot(packedSource(main, parts.segments, { onGroup: (g) => read.add(g) }));
  if (snap === undefined) throw new Error('site-snapshot-hot: the reader rejects the packed snapshot');
  useSnapshot(snap);
  const handlers = makeEngineHandlers({
    grader: () => import('../src/grader/grade.ts'),
    runner: () => import('../src/kube/run/index.ts'),
    snapshotLoad: async () => ({ state: 'used', ms: 0, bytes: packed.length }),
  });
  for (const { id, bundle } of exercises)
    await handlers.warm?.({ kind: 'warm', exercise: id, bundle }, () => {});
  return [...read].sort((a, b) => a - b);
}

if (import.meta.filename === process.argv[1]) {
  const packed = new Uint8Array(readFileSync(process.argv[2]));
  const exercises = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  process.stdout.write(JSON.stringify(await hotGroups(packed, exercises)));
}
