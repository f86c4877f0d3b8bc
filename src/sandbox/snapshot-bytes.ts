// The snapshot's bytes made ready to read: decompressed as soon as they are fetched. This module
// imports nothing of the toolchain, so the worker (src/sandbox/worker.ts) decompresses the snapshot
// while the toolchain's code is still loading, instead of after it (session 10's trace: the gunzip
// began only once go-*.js was evaluated, seconds after the bytes were there).
//
// The site ships its snapshot packed (src/sandbox/snapshot-pack.ts writes it): the header and main
// table as one gzip stream, decompressed here at once, and the function bodies' segments in small
// groups compressed one by one, inflated by the reader only when a body is first needed. A cold
// exercise page's first Check reads ~200 of ~3,000 segments (scope-get: 1.1 of the snapshot's 15.7 MB),
// and every byte decompressed before it, and handed from thread to thread, is time on its path (in
// Chromium, even an uncompressed 15.7 MB response took 0.5–1.1 s to reach a worker's script).
// Plain gzip and uncompressed snapshots are still read (tests, the CLI's format).

/**
 * The name a page gives an engine worker that is to use the site's snapshot: the page starts the
 * snapshot's worker (snapshot-worker.ts) beside it, at once, and sends the engine worker the
 * snapshot's URL with a MessagePort the snapshot comes on (`{ kind: SNAPSHOT_PORT, port, url }`), or
 * `{ kind: SNAPSHOT_HERE, url }` when that worker could not start (the engine worker then fetches and
 * decompresses the snapshot on its own thread). Both also carry `sources`, the URL of the registry
 * packages' Go texts (go-texts.ts).
 */
export const ENGINE_WITH_SNAPSHOT = 'oplab-engine+snapshot';
export const SNAPSHOT_PORT = 'oplab-snapshot-port';
export const SNAPSHOT_HERE = 'oplab-snapshot-here';
/**
 * The page's HTML hands the engine worker its exercise (`{ kind: EARLY_WARM, data }`, data the text of
 * the workspace's data-ws-data JSON) while it still parses (engine-boot.ts earlyWarmScript): the worker
 * begins the warm-up then, not when the workspace's modules have loaded and ask (src/sandbox/worker.ts).
 */
export const EARLY_WARM = 'oplab-early-warm';

/** The segments of a packed snapshot, still compressed (see snapshot-pack.ts packedSource). */
export interface PackedSegments {
  /** The whole snapshot's size, uncompressed. */
  size: number;
  /** Per group, three numbers: where its bytes start in the snapshot, how many, their compressed size. */
  groups: Uint32Array;
  /** The groups' compressed bytes, one after another (deflate, raw). */
  data: Uint8Array;
  /**
   * The groups the site's pages read first (every code exercise's warm-up read them when the site was
   * built: scripts/site-snapshot-hot.ts), ascending. Their bytes are not among `data` (their compressed
   * size is 0): they follow the main part in its gzip stream, which is decompressed as it downloads, so
   * the first Check finds them ready (PreparedSnapshot.ready) with nothing more to inflate.
   */
  hot?: Uint32Array;
}

/** Bytes fetched, ready for the reader: decompressed (or as fetched when they were not gzip). */
export interface PreparedSnapshot {
  /**
   * The snapshot's bytes (when packed: its header and main table, the rest in `packed`); undefined when
   * they could not be decompressed (the reader rejects them).
   */
  raw: Uint8Array | undefined;
  /** The segments, when the snapshot came packed. */
  packed?: PackedSegments;
  /** Size as fetched. */
  fetched: number;
  /** Decompressing them (0 when they were not compressed). */
  gunzipMs: number;
  /** Groups of the packed segments there decompressed, by index (the hot ones, from the main part's stream). */
  ready?: Map<number, Uint8Array>;
}

export const isGzip = (b: Uint8Array) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;

/**
 * A packed snapshot begins with these four bytes ("OPK2"), then five little-endian 32-bit words: the
 * count of segment groups, the main part's size uncompressed and gzip-compressed, the snapshot's size,
 * the count of hot groups (PackedSegments.hot); then three words per group (see PackedSegments.groups);
 * then one word per hot group, its index; then one gzip stream: the main part, then each hot group's
 * bytes in that order; then the other groups' deflate streams. A snapshot's own first word is its
 * header's length, never this; gzip begins 1f 8b. ("OPK1", before session 33, deflated the hot groups
 * apart like the others; the snapshot's worker inflated them, in JavaScript, on a thread the engine's
 * start wanted too.)
 */
export const PACKED_MAGIC = [0x4f, 0x50, 0x4b, 0x32] as const;
export const PACKED_WORDS = 5;

export const isPacked = (b: Uint8Array) =>
  b.length > 4 + PACKED_WORDS * 4 && PACKED_MAGIC.every((m, i) => b[i] === m);

/** A packed snapshot's parts, or undefined when its table does not fit its bytes. */
export function unpackTable(
  b: Uint8Array,
): { main: Uint8Array; mainSize: number; segments: PackedSegments } | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const word = (i: number) => view.getUint32(4 + i * 4, true);
  const count = word(0);
  const mainSize = word(1);
  const mainGzip = word(2);
  const size = word(3);
  const hotCount = word(4);
  const tableAt = 4 + PACKED_WORDS * 4;
  const hotAt = tableAt + count * 12;
  const mainAt = hotAt + hotCount * 4;
  if (mainAt + mainGzip > b.byteLength) return undefined;
  const groups = new Uint32Array(count * 3);
  let packedBytes = 0;
  for (let i = 0; i < count * 3; i++) {
    groups[i] = view.getUint32(tableAt + i * 4, true);
    if (i % 3 === 2) packedBytes += groups[i];
  }
  const dataAt = mainAt + mainGzip;
  if (dataAt + packedBytes > b.byteLength) return undefined;
  const hot = new Uint32Array(hotCount);
  for (let i = 0; i < hotCount; i++) {
    hot[i] = view.getUint32(hotAt + i * 4, true);
    if (hot[i] >= count) return undefined;
  }
  return {
    main: b.subarray(mainAt, dataAt),
    mainSize,
    segments: {
      size,
      groups,
      data: b.subarray(dataAt, dataAt + packedBytes),
      ...(hotCount > 0 ? { hot } : {}),
    },
  };
}

/** Decompresses gzip bytes with the platform's DecompressionStream (native zlib). */
export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** readSnapshotBody's decompression of a packed snapshot's main part, begun while its bytes came. */
export interface EarlyMain {
  /** Where the main part's gzip bytes are in the body: from `at` to `end`. */
  at: number;
  end: number;
  /** Their decompression. */
  raw: Promise<Uint8Array>;
}

/**
 * Reads a response's body to its end and, when it begins as a packed snapshot, decompresses the main
 * part's gzip stream as its bytes come, while the rest (the segments, ~2/3 of the bytes, after it)
 * still downloads: the main part is what the engine reads first, and its gunzip (0.26 s quiet) was
 * after the last byte. `main` is that decompression, for prepareSnapshot, which uses it only when the
 * whole bytes' header says the same main part (it is the same bytes).
 */
export async function readSnapshotBody(
  body: ReadableStream<Uint8Array>,
): Promise<{ bytes: Uint8Array; main?: EarlyMain }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  // Once the header is in: where the main part's gzip bytes are, and the decompressor they go to.
  let main: EarlyMain | undefined;
  let writer: WritableStreamDefaultWriter<Uint8Array> | undefined;
  let closed = false;
  /** Gives the decompressor the main part's bytes among `c`'s, which begin at byte `from` of the body. */
  const feed = (c: Uint8Array, from: number) => {
    if (writer === undefined || main === undefined || closed) return;
    const start = Math.max(main.at, from);
    const end = Math.min(main.end, from + c.length);
    if (end > start) writer.write(c.subarray(start - from, end - from)).catch(() => {});
    if (from + c.length >= main.end) {
      closed = true;
      writer.close().catch(() => {});
    }
  };
  let header = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    if (header) feed(value, length - value.length);
    else if (length > 4 + PACKED_WORDS * 4) {
      header = true;
      const first = concat(chunks, length);
      chunks.splice(0, chunks.length, first);
      // (Without DecompressionStream, as before: prepareSnapshot's gunzip fails and the reader rejects.)
      if (isPacked(first) && typeof DecompressionStream === 'function') {
        const view = new DataView(first.buffer, first.byteOffset, first.byteLength);
        const word = (i: number) => view.getUint32(4 + i * 4, true);
        const at = 4 + PACKED_WORDS * 4 + word(0) * 12 + word(4) * 4;
        const ds = new DecompressionStream('gzip');
        writer = ds.writable.getWriter() as WritableStreamDefaultWriter<Uint8Array>;
        const raw = new Response(ds.readable).arrayBuffer().then((b) => new Uint8Array(b));
        raw.catch(() => {});
        main = { at, end: at + word(2), raw };
        feed(first, 0);
      }
    }
  }
  // The body ended before the main part did: prepareSnapshot will not use this decompression.
  if (writer !== undefined && !closed) writer.abort().catch(() => {});
  return { bytes: concat(chunks, length), ...(main === undefined ? {} : { main }) };
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && chunks[0].length === length) return chunks[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Decompresses `bytes` if they are gzip (or packed: their main part). Never throws: bytes that cannot
 * be decompressed give `raw: undefined`. `early` is readSnapshotBody's decompression of the main part,
 * begun while the bytes came.
 */
export async function prepareSnapshot(bytes: Uint8Array, early?: EarlyMain): Promise<PreparedSnapshot> {
  const packed = isPacked(bytes) ? unpackTable(bytes) : undefined;
  if (packed === undefined && !isGzip(bytes)) return { raw: bytes, fetched: bytes.length, gunzipMs: 0 };
  const started = performance.now();
  let raw: Uint8Array | undefined;
  // The early decompression was fed exactly these bytes: the main part's, where this header puts it.
  const sameMain =
    packed !== undefined &&
    early !== undefined &&
    packed.main.byteOffset - bytes.byteOffset === early.at &&
    early.end - early.at === packed.main.length;
  let ready: Map<number, Uint8Array> | undefined;
  try {
    raw = await (sameMain ? early.raw : gunzip(packed?.main ?? bytes));
    if (packed !== undefined) {
      // The hot groups' bytes follow the main part in the same stream (PACKED_MAGIC).
      const { groups, hot = new Uint32Array(0) } = packed.segments;
      let at = packed.mainSize;
      const hotEnds = Array.from(hot, (g) => (at += groups[g * 3 + 1]));
      if (raw.length !== at) raw = undefined;
      else if (hot.length > 0) {
        ready = new Map();
        let from = packed.mainSize;
        hot.forEach((g, i) => {
          ready?.set(g, (raw as Uint8Array).subarray(from, hotEnds[i]));
          from = hotEnds[i];
        });
        raw = raw.subarray(0, packed.mainSize);
      }
    }
  } catch {
    raw = undefined;
    ready = undefined;
  }
  return {
    raw,
    ...(packed === undefined ? {} : { packed: packed.segments }),
    fetched: bytes.length,
    gunzipMs: Math.round(performance.now() - started),
    ...(ready === undefined ? {} : { ready }),
  };
}
