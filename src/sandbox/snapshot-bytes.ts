// The snapshot's bytes made ready to read: decompressed as soon as they are fetched. This module
// imports nothing of the toolchain, so the worker (src/sandbox/worker.ts) decompresses the snapshot
// while the toolchain's code is still loading, instead of after it (session 10's trace: the gunzip
// began only once go-*.js was evaluated, seconds after the bytes were there).

/** Bytes fetched, ready for the reader: decompressed (or as fetched when they were not gzip). */
export interface PreparedSnapshot {
  /** The snapshot's bytes; undefined when they could not be decompressed (the reader rejects them). */
  raw: Uint8Array | undefined;
  /** Size as fetched. */
  fetched: number;
  /** Decompressing them (0 when they were not compressed). */
  gunzipMs: number;
}

export const isGzip = (b: Uint8Array) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;

/** Decompresses gzip bytes with the platform's DecompressionStream (native zlib). */
export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Decompresses `bytes` if they are gzip. Never throws: bytes that are not a gzip stream give `raw: undefined`. */
export async function prepareSnapshot(bytes: Uint8Array): Promise<PreparedSnapshot> {
  if (!isGzip(bytes)) return { raw: bytes, fetched: bytes.length, gunzipMs: 0 };
  const started = performance.now();
  let raw: Uint8Array | undefined;
  try {
    raw = await gunzip(bytes);
  } catch {
    raw = undefined;
  }
  return { raw, fetched: bytes.length, gunzipMs: Math.round(performance.now() - started) };
}
