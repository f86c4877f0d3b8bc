// The engine's snapshot of checked Go packages (src/go/build/snapshot.ts), in the worker: its bytes
// come from the host (the site ships one built by scripts/site-snapshot.ts, packed: snapshot-pack.ts),
// gzip-compressed or not, and are put in use before the first build. Anything wrong with them (no file, a network error, bytes
// of another build) leaves the engine checking packages itself, as without a snapshot.
import { readSnapshot, snapshotStale, useSnapshot } from '../go/index.ts';
import { type PreparedSnapshot, prepareSnapshot } from './snapshot-bytes.ts';
import { packedSource } from './snapshot-pack.ts';

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

/**
 * Loads the snapshot `fetchBytes` gives (undefined: there is none) and puts it in use. Never throws.
 * The bytes come as fetched, or already decompressed (the worker begins that as soon as they arrive).
 */
export async function loadEngineSnapshot(
  fetchBytes: (() => Promise<Uint8Array | PreparedSnapshot | undefined>) | undefined,
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
  let got: Uint8Array | PreparedSnapshot | undefined;
  try {
    got = await fetchBytes();
  } catch {
    return done('missing');
  }
  fetchedAt = performance.now();
  if (got === undefined) return done('missing');
  const prepared =
    got instanceof Uint8Array ? (got.length === 0 ? undefined : await prepareSnapshot(got)) : got;
  if (prepared === undefined || prepared.fetched === 0) return done('missing');
  gunzipMs = prepared.gunzipMs;
  if (prepared.raw === undefined) return done('rejected', prepared.fetched);
  try {
    const readAt = performance.now();
    // Packed (the site's): the segments stay compressed until a body is first read.
    const source = prepared.packed
      ? packedSource(prepared.raw, prepared.packed, {
          ...(prepared.ready ? { ready: prepared.ready } : {}),
          ...(prepared.fetchData ? { fetchData: prepared.fetchData } : {}),
        })
      : undefined;
    inflatedSoFar = source?.inflated;
    const snap = readSnapshot(source ?? prepared.raw);
    readMs = Math.round(performance.now() - readAt);
    if (snap === undefined) return done('rejected', prepared.fetched);
    useSnapshot(snap);
    return done('used', prepared.fetched);
  } catch {
    return done('rejected', prepared.fetched);
  }
}

/**
 * Stops using the snapshot loaded (the engine checks packages itself, as without one): its hot groups'
 * bytes, which are nowhere else, did not come.
 */
export function dropEngineSnapshot(load: SnapshotLoad): SnapshotLoad {
  useSnapshot(undefined);
  inflatedSoFar = undefined;
  return { ...load, state: 'rejected' };
}

let inflatedSoFar: { groups: number; bytes: number; ms: number } | undefined;

/** The packed snapshot's segments inflated so far (groups, bytes, ms), when the snapshot in use came packed. */
export function snapshotInflated(): { groups: number; bytes: number; ms: number } | undefined {
  return inflatedSoFar && { ...inflatedSoFar, ms: Math.round(inflatedSoFar.ms) };
}

/** True when the engine has checked a registry package the snapshot in use did not have. */
export function checkedBeyondSnapshot(): boolean {
  return snapshotStale();
}
