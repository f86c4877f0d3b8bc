// The engine's snapshot of checked Go packages (src/go/build/snapshot.ts), in the worker: its bytes
// come from the host (the site ships one built by scripts/site-snapshot.ts), gzip-compressed or not,
// and are put in use before the first build. Anything wrong with them (no file, a network error, bytes
// of another build) leaves the engine checking packages itself, as without a snapshot.
import { readSnapshot, snapshotStale, useSnapshot } from '../go/index.ts';

/** What became of the snapshot: in use, none to be had, or bytes the engine could not read. */
export type SnapshotState = 'used' | 'missing' | 'rejected' | 'off';

export interface SnapshotLoad {
  state: SnapshotState;
  /** Fetching, decompressing and reading it. */
  ms: number;
  /** Its size as fetched. */
  bytes: number;
  /** Of `ms`: until the bytes were there (fetching, waiting for the thread). */
  fetchMs?: number;
  /** Wall-clock time (ms since the epoch) reading began, the bytes there: the page compares it with its own moments. */
  readStartedEpochMs?: number;
  /** Of `ms`, after the bytes were there: decompressing them, then reading the packages (bench/site.ts). */
  gunzipMs?: number;
  readMs?: number;
}

const isGzip = (b: Uint8Array) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Loads the snapshot `fetchBytes` gives (undefined: there is none) and puts it in use. Never throws. */
export async function loadEngineSnapshot(
  fetchBytes: (() => Promise<Uint8Array | undefined>) | undefined,
): Promise<SnapshotLoad> {
  const started = performance.now();
  let fetchedAt: number | undefined;
  let gunzipMs: number | undefined;
  let readMs: number | undefined;
  const done = (state: SnapshotState, bytes = 0): SnapshotLoad => ({
    state,
    ms: Math.round(performance.now() - started),
    bytes,
    ...(gunzipMs === undefined ? {} : { gunzipMs }),
    ...(readMs === undefined ? {} : { readMs }),
    ...(fetchedAt === undefined
      ? {}
      : {
          fetchMs: Math.round(fetchedAt - started),
          readStartedEpochMs: Math.round(performance.timeOrigin + fetchedAt),
        }),
  });
  if (fetchBytes === undefined) return done('off');
  let fetched: Uint8Array | undefined;
  try {
    fetched = await fetchBytes();
  } catch {
    return done('missing');
  }
  fetchedAt = performance.now();
  if (fetched === undefined || fetched.length === 0) return done('missing');
  try {
    const raw = isGzip(fetched) ? await gunzip(fetched) : fetched;
    const unzippedAt = performance.now();
    gunzipMs = Math.round(unzippedAt - fetchedAt);
    const snap = readSnapshot(raw);
    readMs = Math.round(performance.now() - unzippedAt);
    if (snap === undefined) return done('rejected', fetched.length);
    useSnapshot(snap);
    return done('used', fetched.length);
  } catch {
    return done('rejected', fetched.length);
  }
}

/** True when the engine has checked a registry package the snapshot in use did not have. */
export function checkedBeyondSnapshot(): boolean {
  return snapshotStale();
}
