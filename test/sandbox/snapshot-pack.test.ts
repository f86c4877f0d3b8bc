// The site's packed snapshot (src/sandbox/snapshot-pack.ts): the worker decompresses only its main
// part at start and the reader inflates a group of segments when it first reads a body in it; what
// the reader gets is byte for byte the snapshot written, and programs built from it run alike.
import { deflateRawSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lookupRegistry, registryPaths } from '../../src/go/build/wiring.ts';
import { makePhases, readSnapshot, snapshotLayout, useSnapshot, writeSnapshot } from '../../src/go/index.ts';
import { pendingBodies } from '../../src/go/syntax/lazy-body.ts';
import { loadEngineSnapshot } from '../../src/sandbox/engine-snapshot.ts';
import { isPacked, prepareSnapshot } from '../../src/sandbox/snapshot-bytes.ts';
import { GROUP_BYTES, packedSource, packSnapshot } from '../../src/sandbox/snapshot-pack.ts';
import { listGoldenPrograms, runGolden } from '../go/golden-run.ts';

const programs = listGoldenPrograms().filter((_, i) => i % 40 === 0);
const zlib = [(b: Uint8Array) => gzipSync(b), (b: Uint8Array) => deflateRawSync(b)] as const;

describe('packed snapshots', () => {
  it('give the reader the snapshot byte for byte, inflating only the groups it reads', async () => {
    const checked = makePhases(lookupRegistry, registryPaths);
    const before = programs.map((p) => runGolden(p, checked));
    const bytes = writeSnapshot();
    const layout = snapshotLayout(bytes)!;
    expect(layout.segmentStarts.length).toBeGreaterThan(10);
    expect(layout.mainEnd).toBe(layout.segmentStarts[0]);
    const packed = packSnapshot(bytes, layout, ...zlib);
    expect(isPacked(packed)).toBe(true);

    const prepared = await prepareSnapshot(packed);
    expect(prepared.fetched).toBe(packed.length);
    // Only the main part is decompressed up front.
    expect(prepared.raw).toEqual(bytes.subarray(0, layout.mainEnd));
    const groups = prepared.packed!.groups.length / 3;
    expect(groups).toBeGreaterThan(1);
    expect(groups).toBeLessThan(layout.segmentStarts.length);
    expect(groups).toBeLessThanOrEqual(Math.ceil((bytes.length - layout.mainEnd) / GROUP_BYTES));

    const source = packedSource(prepared.raw!, prepared.packed!);
    expect(source.size).toBe(bytes.length);
    const starts = [...layout.segmentStarts, bytes.length];
    for (let i = 0; i + 1 < starts.length; i++)
      expect(
        Buffer.from(source.read(starts[i], starts[i + 1] - starts[i])).equals(
          Buffer.from(bytes.subarray(starts[i], starts[i + 1])),
        ),
      ).toBe(true);
    // Reads the reader never makes (across the main part and groups) are served too.
    const across = source.read(layout.mainEnd - 10, GROUP_BYTES * 3);
    expect(
      Buffer.from(across).equals(
        Buffer.from(bytes.subarray(layout.mainEnd - 10, layout.mainEnd - 10 + GROUP_BYTES * 3)),
      ),
    ).toBe(true);

    // Read from the packed source, the snapshot builds programs that run as from checked sources.
    const snap = readSnapshot(packedSource(prepared.raw!, prepared.packed!))!;
    expect(snap.entries.has('fmt')).toBe(true);
    expect(pendingBodies()).toBe(layout.segmentStarts.length);
    useSnapshot(snap);
    try {
      const fromPacked = makePhases(lookupRegistry, registryPaths);
      const after = programs.map((p) => runGolden(p, fromPacked));
      for (let i = 0; i < programs.length; i++)
        expect([programs[i], after[i].actual]).toEqual([programs[i], before[i].actual]);
      expect(pendingBodies()).toBeLessThan(layout.segmentStarts.length);
    } finally {
      useSnapshot(undefined);
    }
  }, 300_000);

  it('carry their hot groups in the main part, which a reader finds ready and never inflates', async () => {
    makePhases(lookupRegistry, registryPaths);
    const bytes = writeSnapshot();
    const layout = snapshotLayout(bytes)!;
    const plain = await prepareSnapshot(packSnapshot(bytes, layout, ...zlib));
    expect(plain.packed!.hot).toBeUndefined();
    expect(plain.ready).toBeUndefined();
    const count = plain.packed!.groups.length / 3;
    const hot = [count - 1, 0, Math.floor(count / 2), 0];
    const hotSorted = [0, Math.floor(count / 2), count - 1];
    const packed = packSnapshot(bytes, layout, ...zlib, hot);
    const prepared = await prepareSnapshot(packed);
    expect(prepared.raw).toEqual(plain.raw);
    expect([...prepared.packed!.hot!]).toEqual(hotSorted);
    expect(() => packSnapshot(bytes, layout, ...zlib, [count])).toThrow(RangeError);
    // They are not among the separately deflated groups: their compressed size is 0, and the groups'
    // data is what the plain pack's was without them.
    const compressed = (p: typeof prepared, g: number) => p.packed!.groups[g * 3 + 2];
    for (const g of hotSorted) expect(compressed(prepared, g)).toBe(0);
    expect(prepared.packed!.data.length).toBe(
      plain.packed!.data.length - hotSorted.reduce((n, g) => n + compressed(plain, g), 0),
    );
    // Ready as decompressed with the main part: each group's bytes exactly.
    expect([...prepared.ready!.keys()]).toEqual(hotSorted);
    for (const g of hotSorted) {
      const start = prepared.packed!.groups[g * 3];
      const size = prepared.packed!.groups[g * 3 + 1];
      expect(
        Buffer.from(prepared.ready!.get(g)!).equals(Buffer.from(bytes.subarray(start, start + size))),
      ).toBe(true);
    }

    const read: number[] = [];
    const source = packedSource(prepared.raw!, prepared.packed!, {
      ready: prepared.ready,
      onGroup: (g) => read.push(g),
    });
    const starts = [...layout.segmentStarts, bytes.length];
    for (let i = 0; i + 1 < starts.length; i++)
      expect(
        Buffer.from(source.read(starts[i], starts[i + 1] - starts[i])).equals(
          Buffer.from(bytes.subarray(starts[i], starts[i + 1])),
        ),
      ).toBe(true);
    expect(new Set(read).size).toBe(count);
    // Every group was read; only those not ready were inflated here.
    expect(source.inflated.groups).toBe(count - 3);

    // A main stream shorter than its table says (a hot group's bytes missing) is rejected.
    const lying = packed.slice();
    const view = new DataView(lying.buffer);
    const tableAt = 4 + 5 * 4;
    view.setUint32(
      tableAt + hotSorted[1] * 12 + 4,
      view.getUint32(tableAt + hotSorted[1] * 12 + 4, true) + 1,
      true,
    );
    expect((await prepareSnapshot(lying)).raw).toBeUndefined();
  }, 120_000);

  it('cut short, are rejected, and the engine works without them', async () => {
    const bytes = writeSnapshot();
    const packed = packSnapshot(bytes, snapshotLayout(bytes)!, ...zlib);
    // The table promises more bytes than there are.
    const cut = packed.subarray(0, packed.length - 100);
    expect(await loadEngineSnapshot(async () => cut)).toMatchObject({ state: 'rejected', bytes: cut.length });
    // The main part's stream damaged.
    const bad = packed.slice();
    const mainAt = 4 + 5 * 4 + new DataView(bad.buffer).getUint32(4, true) * 12;
    bad.fill(0, mainAt + 10, mainAt + 200);
    expect((await loadEngineSnapshot(async () => bad)).state).toBe('rejected');
  }, 120_000);
});
