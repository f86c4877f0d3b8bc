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
  /**
   * The groups' compressed bytes, one after another (deflate, raw). Empty while they still download
   * (a snapshot prepared from its first bytes: prepareSnapshot's `partial`); the engine worker puts
   * them here when they come (src/sandbox/worker.ts).
   */
  data: Uint8Array;
  /** Where `data` begins in the snapshot's file (a group still downloading can be asked for by range). */
  dataAt?: number;
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
  /**
   * The compressed bytes `from`..`to` of `packed.data`, got at once (a synchronous request) for a group
   * read before the rest of the file came: set by the engine worker, never sent between threads.
   */
  fetchData?: (from: number, to: number) => Uint8Array;
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
  partial = false,
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
  // The first bytes only (`partial`): the groups' bytes come later, none of them is kept here.
  if (!partial && dataAt + packedBytes > b.byteLength) return undefined;
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
      data: partial ? new Uint8Array(0) : b.subarray(dataAt, dataAt + packedBytes),
      dataAt,
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

/**
 * readSnapshotBody's decompression of a packed snapshot's main stream, begun while its bytes came: the
 * main part (`head`, as soon as it is out of the decompressor) and, after it, the hot groups' bytes
 * (`tail`), so the engine can read the main part while the hot groups are still being decompressed.
 */
export interface EarlyMain {
  /** Where the main stream's gzip bytes are in the body: from `at` to `end`. */
  at: number;
  end: number;
  /** The stream's first bytes, the main part (fewer when the stream ended early). */
  head: Promise<Uint8Array>;
  /** The rest of the stream: the hot groups' bytes, one after another. */
  tail: Promise<Uint8Array>;
}

/** Copies `chunks` into one array (never a view of one of them: each part may be transferred alone). */
function joined(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Splits a decompressor's output into its first `headSize` bytes and the rest, each as soon as it is out. */
function splitOutput(
  readable: ReadableStream<Uint8Array>,
  headSize: number,
): { head: Promise<Uint8Array>; tail: Promise<Uint8Array> } {
  let headOut: (b: Uint8Array) => void = () => {};
  let headFailed: (e: unknown) => void = () => {};
  const head = new Promise<Uint8Array>((resolve, reject) => {
    headOut = resolve;
    headFailed = reject;
  });
  const tail = (async () => {
    const reader = readable.getReader();
    let headChunks: Uint8Array[] = [];
    let headLength = 0;
    let headDone = false;
    const tailChunks: Uint8Array[] = [];
    let tailLength = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        let rest = value;
        if (!headDone) {
          const take = Math.min(headSize - headLength, value.length);
          headChunks.push(value.subarray(0, take));
          headLength += take;
          rest = value.subarray(take);
          if (headLength === headSize) {
            headDone = true;
            headOut(joined(headChunks, headLength));
            headChunks = [];
          }
        }
        if (rest.length > 0) {
          tailChunks.push(rest);
          tailLength += rest.length;
        }
      }
    } catch (e) {
      headFailed(e);
      throw e;
    }
    // Ended short: the caller finds the main part's length wrong.
    if (!headDone) headOut(joined(headChunks, headLength));
    return joined(tailChunks, tailLength);
  })();
  head.catch(() => {});
  tail.catch(() => {});
  return { head, tail };
}

/**
 * Reads a response's body to its end and, when it begins as a packed snapshot, decompresses the main
 * part's gzip stream as its bytes come, while the rest (the other groups, ~half of the bytes, after
 * it) still downloads: the main part is what the engine reads first, and its gunzip (0.26 s quiet) was
 * after the last byte. `main` is that decompression, for prepareSnapshot, which uses it only when the
 * whole bytes' header says the same main part (it is the same bytes). `onPrefix` hears once, as soon
 * as the table and the main part's bytes are all in, the bytes so far (for prepareSnapshot's `partial`).
 */
export async function readSnapshotBody(
  body: ReadableStream<Uint8Array>,
  onPrefix?: (prefix: Uint8Array, main: EarlyMain) => void,
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
        main = { at, end: at + word(2), ...splitOutput(ds.readable, word(1)) };
        feed(first, 0);
      }
    }
    // The table and the main part's stream are all in: the engine can begin with them.
    if (onPrefix !== undefined && main !== undefined && length >= main.end) {
      const prefix = concat(chunks, length);
      chunks.splice(0, chunks.length, prefix);
      onPrefix(prefix, main);
      onPrefix = undefined;
    }
  }
  // The body ended before the main part did: prepareSnapshot will not use this decompression.
  if (writer !== undefined && !closed) writer.abort().catch(() => {});
  return { bytes: concat(chunks, length), ...(main === undefined ? {} : { main }) };
}

/** `chunks` as one array: the only chunk itself when there is one, else a copy (joined). */
function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && chunks[0].length === length) return chunks[0];
  return joined(chunks, length);
}

/**
 * The hot groups' bytes (`tail`, as they follow the main part in its stream), each its own view, by
 * group; undefined when there are not as many bytes as the table says.
 */
export function hotGroupsFrom(
  segments: PackedSegments,
  tail: Uint8Array,
): Map<number, Uint8Array> | undefined {
  const { groups, hot = new Uint32Array(0) } = segments;
  const ready = new Map<number, Uint8Array>();
  let from = 0;
  for (const g of hot) {
    const to = from + groups[g * 3 + 1];
    if (to > tail.length) return undefined;
    ready.set(g, tail.subarray(from, to));
    from = to;
  }
  return from === tail.length ? ready : undefined;
}

/**
 * Decompresses `bytes` if they are gzip (or packed: their main part, and the hot groups with it).
 * Never throws: bytes that cannot be decompressed give `raw: undefined`. `early` is readSnapshotBody's
 * decompression of the main stream, begun while the bytes came. `partial`: `bytes` are a packed
 * snapshot's first bytes, its table and main stream, without the groups after them (`packed.data` is
 * empty until they come), and the hot groups are left out too (`ready` is not set: the caller takes
 * them from `early.tail`, hotGroupsFrom), so the main part is there before they are decompressed.
 */
export async function prepareSnapshot(
  bytes: Uint8Array,
  early?: EarlyMain,
  partial = false,
): Promise<PreparedSnapshot> {
  const packed = isPacked(bytes) ? unpackTable(bytes, partial) : undefined;
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
    if (packed === undefined) raw = await gunzip(bytes);
    else if (sameMain && partial) raw = await early.head;
    else {
      // The hot groups' bytes follow the main part in the same stream (PACKED_MAGIC).
      let tail: Uint8Array;
      if (sameMain) [raw, tail] = await Promise.all([early.head, early.tail]);
      else {
        const whole = await gunzip(packed.main);
        raw = whole.subarray(0, packed.mainSize);
        tail = whole.subarray(packed.mainSize);
      }
      if (!partial && packed.segments.hot !== undefined) {
        ready = hotGroupsFrom(packed.segments, tail);
        if (ready === undefined) raw = undefined;
      } else if (tail.length > 0 && !partial) raw = undefined;
    }
    if (packed !== undefined && raw?.length !== packed.mainSize) raw = undefined;
  } catch {
    raw = undefined;
    ready = undefined;
  }
  return {
    raw,
    ...(packed === undefined ? {} : { packed: packed.segments }),
    fetched: bytes.length,
    gunzipMs: Math.round(performance.now() - started),
    ...(ready === undefined || raw === undefined ? {} : { ready }),
  };
}
