// The site's snapshot packed so that a page decompresses only what it reads (format: snapshot-bytes.ts
// PACKED_MAGIC). The header and main table (~40% of the bytes, all read at start) are one gzip
// stream; the function bodies' segments (src/go/build/snapshot.ts: decoded when a body is first read)
// are cut into groups of whole segments of about GROUP_BYTES and each group compressed apart, so the
// reader inflates a group when it first needs one of its segments. Smaller groups inflate less for a
// given read but compress worse. Measured on the site snapshot (15.7 MB, 3,022 segments; scope-get's
// warm-up reads 199 of them): groups of 8 KB pack to 2.68 MB and inflate 1.7 MB for that read, 16 KB
// 2.57 and 2.3, 32 KB 2.46 and 2.8; the segments as one gzip stream are 2.31 MB.
import { inflateSync } from 'fflate';
import type { SnapshotSource } from '../go/index.ts';
import { PACKED_MAGIC, PACKED_WORDS, type PackedSegments } from './snapshot-bytes.ts';

/** A group of segments ends once it holds at least this many bytes. */
export const GROUP_BYTES = 16 * 1024;

/**
 * Packs writeSnapshot's bytes: `layout` is where its segments are (snapshotLayout), `gzip` and
 * `deflateRaw` the compressors (the site build passes Node's zlib), `hot` the groups to list as read
 * first (PackedSegments.hot; the site build learns them by a first pack's use: site-snapshot-hot.ts).
 */
export function packSnapshot(
  raw: Uint8Array,
  layout: { mainEnd: number; segmentStarts: readonly number[] },
  gzip: (b: Uint8Array) => Uint8Array,
  deflateRaw: (b: Uint8Array) => Uint8Array,
  hot: readonly number[] = [],
): Uint8Array {
  const cuts: { start: number; size: number }[] = [];
  const starts = layout.segmentStarts;
  let from = 0;
  for (let i = 1; i <= starts.length; i++) {
    const end = i < starts.length ? starts[i] : raw.byteLength;
    if (i < starts.length && end - starts[from] < GROUP_BYTES) continue;
    cuts.push({ start: starts[from], size: end - starts[from] });
    from = i;
  }
  const hotList = [...new Set(hot)].sort((a, b) => a - b);
  if (hotList.some((g) => !Number.isInteger(g) || g < 0 || g >= cuts.length))
    throw new RangeError(`hot groups ${hotList.join(',')} are not all among the ${cuts.length} groups`);
  const isHot = new Set(hotList);
  // The hot groups' bytes follow the main part in its gzip stream, in the list's order (PACKED_MAGIC).
  const hotBytes = hotList.reduce((n, g) => n + cuts[g].size, 0);
  const mainRaw = new Uint8Array(layout.mainEnd + hotBytes);
  mainRaw.set(raw.subarray(0, layout.mainEnd), 0);
  let put = layout.mainEnd;
  for (const g of hotList) {
    mainRaw.set(raw.subarray(cuts[g].start, cuts[g].start + cuts[g].size), put);
    put += cuts[g].size;
  }
  const main = gzip(mainRaw);
  const groups = cuts.map((c, g) => ({
    ...c,
    packed: isHot.has(g) ? new Uint8Array(0) : deflateRaw(raw.subarray(c.start, c.start + c.size)),
  }));
  const tableAt = 4 + PACKED_WORDS * 4;
  const hotAt = tableAt + groups.length * 12;
  const mainAt = hotAt + hotList.length * 4;
  const total = mainAt + main.length + groups.reduce((n, g) => n + g.packed.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out.set(PACKED_MAGIC, 0);
  const head = [groups.length, layout.mainEnd, main.length, raw.byteLength, hotList.length];
  for (let i = 0; i < head.length; i++) view.setUint32(4 + i * 4, head[i], true);
  let at = tableAt;
  for (const g of groups) {
    view.setUint32(at, g.start, true);
    view.setUint32(at + 4, g.size, true);
    view.setUint32(at + 8, g.packed.length, true);
    at += 12;
  }
  for (const g of hotList) {
    view.setUint32(at, g, true);
    at += 4;
  }
  out.set(main, mainAt);
  at = mainAt + main.length;
  for (const g of groups) {
    out.set(g.packed, at);
    at += g.packed.length;
  }
  return out;
}

/** Where each group's compressed bytes begin in `packed.data` (one more: where the last ends). */
function groupStarts(packed: PackedSegments): number[] {
  const count = packed.groups.length / 3;
  const at = new Array<number>(count + 1);
  at[0] = 0;
  for (let g = 0; g < count; g++) at[g + 1] = at[g] + packed.groups[g * 3 + 2];
  return at;
}

/**
 * The snapshot as the reader reads it (readSnapshot's SnapshotSource): `main` is its header and main
 * table decompressed; a read beyond them inflates the groups it falls in (the reader reads one
 * segment at a time, so one group). The last group inflated is kept: a package's bodies are
 * neighbours, and are often read one after another. A group in `ready` (the hot ones, which came
 * decompressed with the main part: prepareSnapshot) is not inflated; `onGroup` hears of every group
 * read (the site build records the hot ones with it).
 */
export function packedSource(
  main: Uint8Array,
  packed: PackedSegments,
  opts: {
    ready?: ReadonlyMap<number, Uint8Array>;
    onGroup?: (g: number) => void;
    fetchData?: (from: number, to: number) => Uint8Array;
  } = {},
): SnapshotSource & { inflated: { groups: number; bytes: number; ms: number } } {
  const { groups } = packed;
  const { ready, onGroup, fetchData } = opts;
  const count = groups.length / 3;
  const at = groupStarts(packed);
  let kept = -1;
  let keptBytes: Uint8Array | undefined;
  // What inflating here has cost so far (bench/site.ts prints it for the first Check).
  const stats = { groups: 0, bytes: 0, ms: 0 };
  const inflated = (g: number): Uint8Array => {
    onGroup?.(g);
    const done = ready?.get(g);
    if (done !== undefined) return done;
    if (g !== kept) {
      const started = performance.now();
      // `packed.data` is read here, not kept: it is filled in once the rest of the file has come.
      const data = packed.data;
      let bytes: Uint8Array;
      if (at[g + 1] <= data.length) bytes = data.subarray(at[g], at[g + 1]);
      else if (fetchData !== undefined) bytes = fetchData(at[g], at[g + 1]);
      else throw new RangeError(`snapshot group ${g} is not among the bytes fetched`);
      keptBytes = inflateSync(bytes, { out: new Uint8Array(groups[g * 3 + 1]) });
      kept = g;
      stats.groups++;
      stats.bytes += keptBytes.length;
      stats.ms += performance.now() - started;
    }
    return keptBytes!;
  };
  /** The group holding byte `offset` (at or beyond the main part). */
  const groupOf = (offset: number): number => {
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (groups[mid * 3] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return {
    size: packed.size,
    inflated: stats,
    read(offset, length) {
      if (offset + length <= main.byteLength) return main.subarray(offset, offset + length);
      if (offset >= main.byteLength && count > 0) {
        const g = groupOf(offset);
        const start = groups[g * 3];
        if (offset + length <= start + groups[g * 3 + 1])
          return inflated(g).subarray(offset - start, offset - start + length);
      }
      // Across parts (the reader never asks so): copied piece by piece.
      const out = new Uint8Array(length);
      let done = 0;
      while (done < length) {
        const o = offset + done;
        let piece: Uint8Array;
        if (o < main.byteLength) piece = main.subarray(o, Math.min(main.byteLength, offset + length));
        else {
          const g = groupOf(o);
          const start = groups[g * 3];
          if (count === 0 || o < start || o >= start + groups[g * 3 + 1])
            throw new RangeError(`snapshot byte ${o} is in no part`);
          piece = inflated(g).subarray(o - start, Math.min(groups[g * 3 + 1], offset + length - start));
        }
        out.set(piece, done);
        done += piece.length;
      }
      return out;
    },
  };
}
