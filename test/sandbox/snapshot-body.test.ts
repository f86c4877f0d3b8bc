// The snapshot's worker reads the fetched body as it comes (src/sandbox/snapshot-bytes.ts
// readSnapshotBody): a packed snapshot's main part is decompressed while the rest still downloads,
// and what the engine gets is the same as from the whole bytes decompressed after the last one.
import { deflateRawSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  hotGroupsFrom,
  prepareSnapshot,
  readSnapshotBody,
  unpackTable,
} from '../../src/sandbox/snapshot-bytes.ts';
import { packedSource, packSnapshot } from '../../src/sandbox/snapshot-pack.ts';

/** Compressible stand-in snapshot bytes: a main part, then segments of 5 KB. */
function packed(): { raw: Uint8Array; bytes: Uint8Array; mainEnd: number } {
  const raw = new Uint8Array(300_000);
  let x = 7;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = (x >>> 24) % 16;
  }
  const mainEnd = 100_000;
  const segmentStarts: number[] = [];
  for (let at = mainEnd; at < raw.length; at += 5_000) segmentStarts.push(at);
  const bytes = packSnapshot(
    raw,
    { mainEnd, segmentStarts },
    (b) => gzipSync(b),
    (b) => deflateRawSync(b),
    [1, 3],
  );
  return { raw, bytes, mainEnd };
}

/** A body giving `bytes` in chunks of `size`; `hold` bytes in, it waits until `release` is called. */
function body(bytes: Uint8Array, size: number, hold = Number.POSITIVE_INFINITY) {
  let at = 0;
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  const stream = new ReadableStream<Uint8Array>({
    async pull(c) {
      if (at >= hold) await held;
      if (at >= bytes.length) return c.close();
      const end = Math.min(bytes.length, at + size, at < hold ? hold : Number.POSITIVE_INFINITY);
      c.enqueue(bytes.slice(at, end));
      at = end;
    },
  });
  return { stream, release };
}

const sameAs = async (got: Awaited<ReturnType<typeof prepareSnapshot>>, bytes: Uint8Array) => {
  const whole = await prepareSnapshot(bytes);
  expect({ ...got, gunzipMs: 0 }).toEqual({ ...whole, gunzipMs: 0 });
};

describe('readSnapshotBody', () => {
  it('gives the bytes as fetched and, from them, what prepareSnapshot makes of the whole, whatever the chunks', async () => {
    const { raw, bytes, mainEnd } = packed();
    for (const size of [1, 7, 4096, 65_536, bytes.length]) {
      const read = await readSnapshotBody(body(bytes, size).stream);
      expect(Buffer.from(read.bytes).equals(Buffer.from(bytes))).toBe(true);
      const table = unpackTable(bytes)!;
      expect(read.main?.at).toBe(table.main.byteOffset);
      expect(read.main?.end).toBe(table.main.byteOffset + table.main.length);
      const got = await prepareSnapshot(read.bytes, read.main);
      expect(Buffer.from(got.raw!).equals(Buffer.from(raw.subarray(0, mainEnd)))).toBe(true);
      await sameAs(got, bytes);
    }
  });

  it('decompresses the main part before the rest of the body has come', async () => {
    const { raw, bytes, mainEnd } = packed();
    const table = unpackTable(bytes)!;
    const mainBytesEnd = table.main.byteOffset + table.main.length;
    expect(mainBytesEnd).toBeLessThan(bytes.length);
    // The body stops just after the main part's bytes, until the decompressed main part is there.
    const { stream, release } = body(bytes, 1000, mainBytesEnd);
    const reading = readSnapshotBody(stream);
    await new Promise((r) => setTimeout(r, 300));
    const state = await Promise.race([
      reading.then(() => 'ended'),
      new Promise((r) => setTimeout(() => r('held'), 0)),
    ]);
    expect(state).toBe('held');
    release();
    const read = await reading;
    // Its decompression was done while the body was held: settled a few microtasks after the end.
    let settled = false;
    Promise.all([read.main!.head, read.main!.tail]).then(() => {
      settled = true;
    });
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(settled).toBe(true);
    // The stream is the main part, then the hot groups' bytes (snapshot-bytes.ts PACKED_MAGIC).
    const { groups, hot } = table.segments;
    const parts = [
      raw.subarray(0, mainEnd),
      ...[...hot!].map((g) => raw.subarray(groups[g * 3], groups[g * 3] + groups[g * 3 + 1])),
    ];
    expect(Buffer.from(await read.main!.head).equals(Buffer.from(parts[0]))).toBe(true);
    expect(Buffer.from(await read.main!.tail).equals(Buffer.concat(parts.slice(1)))).toBe(true);
  });

  it('leaves a body cut short in the main part, and a body not packed, to prepareSnapshot as before', async () => {
    const { bytes } = packed();
    const table = unpackTable(bytes)!;
    const cut = bytes.slice(0, table.main.byteOffset + 1000);
    const short = await readSnapshotBody(body(cut, 4096).stream);
    expect(short.main).toBeDefined();
    await sameAs(await prepareSnapshot(short.bytes, short.main), cut);

    const gz = gzipSync(Buffer.alloc(50_000, 3));
    const plain = await readSnapshotBody(body(gz, 4096).stream);
    expect(plain.main).toBeUndefined();
    await sameAs(await prepareSnapshot(plain.bytes, plain.main), gz);

    const tiny = await readSnapshotBody(body(new Uint8Array([1, 2, 3]), 1).stream);
    expect([...tiny.bytes]).toEqual([1, 2, 3]);
  });

  it('hands over the table and main part once they are in, while the other groups still download', async () => {
    const { raw, bytes, mainEnd } = packed();
    const table = unpackTable(bytes)!;
    const mainBytesEnd = table.main.byteOffset + table.main.length;
    const { stream, release } = body(bytes, 1000, mainBytesEnd);
    const prefixes: Uint8Array[] = [];
    let prepared: Promise<Awaited<ReturnType<typeof prepareSnapshot>>> | undefined;
    let tail: Promise<Uint8Array> | undefined;
    const reading = readSnapshotBody(stream, (prefix, main) => {
      prefixes.push(prefix);
      prepared = prepareSnapshot(prefix, main, true);
      tail = main.tail;
    });
    await new Promise((r) => setTimeout(r, 300));
    // Heard once, before the body ended: the bytes so far, the table and the main part's stream.
    expect(prefixes).toHaveLength(1);
    expect(prefixes[0].length).toBeGreaterThanOrEqual(mainBytesEnd);
    expect(prefixes[0].length).toBeLessThan(bytes.length);
    const part = await prepared!;
    const whole = await prepareSnapshot(bytes);
    expect(Buffer.from(part.raw!).equals(Buffer.from(raw.subarray(0, mainEnd)))).toBe(true);
    // The hot groups are not in it: they come out of the same stream after the main part.
    expect(part.ready).toBeUndefined();
    const ready = hotGroupsFrom(part.packed!, await tail!)!;
    expect([...ready.keys()]).toEqual([...whole.ready!.keys()]);
    for (const [g, b] of ready) expect(Buffer.from(b).equals(Buffer.from(whole.ready!.get(g)!))).toBe(true);
    // A tail of another length is not taken for them.
    expect(hotGroupsFrom(part.packed!, (await tail!).subarray(1))).toBeUndefined();
    expect(part.packed!.data.length).toBe(0);
    expect(part.packed!.dataAt).toBe(mainBytesEnd);
    expect([...part.packed!.groups]).toEqual([...whole.packed!.groups]);
    release();
    expect(Buffer.from((await reading).bytes).equals(Buffer.from(bytes))).toBe(true);

    // Read before the rest came, a group not among the hot ones is asked for by its bytes' place.
    const asked: [number, number][] = [];
    const source = packedSource(part.raw!, part.packed!, {
      ready,
      fetchData: (from, to) => {
        asked.push([from, to]);
        return whole.packed!.data.subarray(from, to);
      },
    });
    const cold = [...Array(whole.packed!.groups.length / 3).keys()].find((g) => !ready.has(g))!;
    const start = whole.packed!.groups[cold * 3];
    const segment = (src: typeof source) => Buffer.from(src.read(start, 100));
    expect(segment(source).equals(Buffer.from(raw.subarray(start, start + 100)))).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0][1] - asked[0][0]).toBe(whole.packed!.groups[cold * 3 + 2]);
    // Without a way to ask, such a read fails plainly; once the rest is in, nothing is asked for.
    expect(() => packedSource(part.raw!, part.packed!, { ready }).read(start, 100)).toThrow(
      /is not among the bytes fetched/,
    );
    part.packed!.data = whole.packed!.data;
    const after = packedSource(part.raw!, part.packed!, {
      ready,
      fetchData: () => {
        throw new Error('asked');
      },
    });
    expect(segment(after).equals(Buffer.from(raw.subarray(start, start + 100)))).toBe(true);
  });
});
