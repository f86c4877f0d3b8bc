// The engine worker's snapshot of checked packages (src/sandbox/engine-snapshot.ts): a snapshot made
// by one engine (as scripts/site-snapshot.ts makes the site's) is used by a fresh one, which then
// checks no registry package itself and grades exactly as without it; and anything wrong with the
// bytes leaves the engine working without one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { loadEngineSnapshot } from '../../src/sandbox/engine-snapshot.ts';
import { type PreparedSnapshot, prepareSnapshot } from '../../src/sandbox/snapshot-bytes.ts';
import { packSnapshot } from '../../src/sandbox/snapshot-pack.ts';

const root = join(import.meta.dirname, '../..');

function bundleOf(id: string): Record<string, string> {
  const dir = join(root, 'exercises');
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(join(dir, id));
  return out;
}

/** A fresh engine (its own module instances: no package checked yet), as a new worker has. */
async function freshEngine(snapshot?: () => Promise<Uint8Array | PreparedSnapshot | undefined>) {
  vi.resetModules();
  const { makeEngineHandlers } = await import('../../src/sandbox/engine-handlers.ts');
  const go = await import('../../src/go/index.ts');
  const handlers = makeEngineHandlers({
    grader: () => import('../../src/grader/grade.ts'),
    runner: () => import('../../src/kube/run/index.ts'),
    snapshot,
  });
  return { handlers, go };
}

type WarmResult = {
  snapshot: string;
  checkedBeyondSnapshot: boolean;
  firstJobMs: number;
  snapshotBytes?: number;
};

describe('the worker takes checked packages from a snapshot', () => {
  const id = 'scope-get';
  const bundle = bundleOf(id);
  const solution = readFileSync(
    join(root, 'exercises', id, 'solution/internal/controller/app_controller.go'),
    'utf8',
  );
  const files = [{ name: 'internal/controller/app_controller.go', content: solution }];

  it('uses a snapshot made by another engine: no registry package checked again, the same grade', async () => {
    const maker = await freshEngine();
    const warmed = (await maker.handlers.warm?.(
      { kind: 'warm', exercise: id, bundle },
      () => {},
    )) as WarmResult;
    expect(warmed.snapshot).toBe('off');
    const without = await maker.handlers.grade?.(
      { kind: 'grade', exercise: id, files, bundle, mode: 'check' },
      () => {},
    );
    const bytes = gzipSync(maker.go.writeSnapshot());

    const user = await freshEngine(async () => bytes);
    const warm = (await user.handlers.warm?.({ kind: 'warm', exercise: id, bundle }, () => {})) as WarmResult;
    expect(warm.snapshot).toBe('used');
    expect(warm.checkedBeyondSnapshot).toBe(false);
    const withSnap = await user.handlers.grade?.(
      { kind: 'grade', exercise: id, files, bundle, mode: 'check' },
      () => {},
    );
    expect(withSnap).toEqual(without);
    expect((withSnap as { report: { status: string } }).report.status).toBe('pass');

    // As the worker gives it: decompressed as soon as it was fetched, before the toolchain loaded.
    const prepared = await prepareSnapshot(bytes);
    expect(prepared).toMatchObject({ fetched: bytes.length });
    const early = await freshEngine(async () => prepared);
    const warmEarly = (await early.handlers.warm?.(
      { kind: 'warm', exercise: id, bundle },
      () => {},
    )) as WarmResult;
    expect(warmEarly).toMatchObject({
      snapshot: 'used',
      checkedBeyondSnapshot: false,
      snapshotBytes: bytes.length,
    });
    expect(
      await early.handlers.grade?.({ kind: 'grade', exercise: id, files, bundle, mode: 'check' }, () => {}),
    ).toEqual(without);

    // Packed, as the site ships it (snapshot-pack.ts): the same, its bodies inflated as they are read.
    const raw = maker.go.writeSnapshot();
    const packed = packSnapshot(raw, maker.go.snapshotLayout(raw)!, gzipSync, deflateRawSync);
    const site = await freshEngine(async () => await prepareSnapshot(packed));
    expect(await site.handlers.warm?.({ kind: 'warm', exercise: id, bundle }, () => {})).toMatchObject({
      snapshot: 'used',
      checkedBeyondSnapshot: false,
      snapshotBytes: packed.length,
    });
    expect(
      await site.handlers.grade?.({ kind: 'grade', exercise: id, files, bundle, mode: 'check' }, () => {}),
    ).toEqual(without);
  }, 600_000);
});

describe('a snapshot the engine cannot have or read is left aside', () => {
  it('says "off" when the host gives none, "missing" when there is none to fetch or the fetch fails', async () => {
    expect((await loadEngineSnapshot(undefined)).state).toBe('off');
    expect((await loadEngineSnapshot(async () => undefined)).state).toBe('missing');
    expect((await loadEngineSnapshot(async () => new Uint8Array())).state).toBe('missing');
    expect(
      (
        await loadEngineSnapshot(async () => {
          throw new TypeError('Failed to fetch');
        })
      ).state,
    ).toBe('missing');
  });

  it('rejects bytes that are not a snapshot of this engine, compressed or not', async () => {
    const junk = new TextEncoder().encode('<!doctype html><title>404</title>');
    expect(await loadEngineSnapshot(async () => junk)).toMatchObject({
      state: 'rejected',
      bytes: junk.length,
    });
    expect((await loadEngineSnapshot(async () => gzipSync(junk))).state).toBe('rejected');
    // A truncated download: gzip that ends early.
    const cut = gzipSync(new Uint8Array(100_000).fill(7)).subarray(0, 40);
    expect((await loadEngineSnapshot(async () => cut)).state).toBe('rejected');
    // The same, decompressed by the worker before the reader loaded: a gzip stream that fails.
    const early = await prepareSnapshot(cut);
    expect(early).toMatchObject({ raw: undefined, fetched: cut.length });
    expect(await loadEngineSnapshot(async () => early)).toMatchObject({
      state: 'rejected',
      bytes: cut.length,
    });
    expect((await loadEngineSnapshot(async () => await prepareSnapshot(junk))).state).toBe('rejected');
  });

  it('still grades after a rejected snapshot', async () => {
    const { handlers } = await freshEngine(async () => new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    const r = (await handlers['go-run']?.(
      {
        kind: 'go-run',
        files: [{ name: 'main.go', content: 'package main\n\nfunc main() { println("ok") }\n' }],
      },
      () => {},
    )) as { exitCode: number };
    expect(r.exitCode).toBe(0);
  }, 60_000);
});
