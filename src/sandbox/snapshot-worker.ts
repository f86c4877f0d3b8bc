// A worker of the engine worker's own (src/sandbox/worker.ts) that fetches the snapshot of checked
// packages and decompresses it, on a thread of its own. Session 10's trace of a cold page: the engine
// worker's thread compiles and evaluates the toolchain's code (go-*.js, gopkg-*.js) for seconds, and the
// snapshot's bytes, their decompression (one ~2 s task in DecompressionStream at load 12) and the
// reading of the packages all waited their turn behind it. Here they wait for nothing: the engine
// worker gets the decompressed bytes (transferred, not copied) when it is ready to read them.
import { type PreparedSnapshot, prepareSnapshot } from './snapshot-bytes.ts';

/** What the engine worker gets back: the prepared bytes, none (no snapshot), or why not. */
export type SnapshotReply =
  | { kind: 'prepared'; snapshot: PreparedSnapshot; fetchedAt: number; unzippedAt: number }
  | { kind: 'none' }
  | { kind: 'failed'; message: string };

const scope = globalThis as unknown as {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage(r: SnapshotReply, transfer?: Transferable[]): void;
};

scope.onmessage = (e) => {
  void (async () => {
    try {
      const res = await fetch(String(e.data));
      if (!res.ok) return scope.postMessage({ kind: 'none' });
      const bytes = new Uint8Array(await res.arrayBuffer());
      // The engine worker's clock is not this one: moments are sent as wall-clock (epoch) time.
      const fetchedAt = performance.timeOrigin + performance.now();
      if (bytes.length === 0) return scope.postMessage({ kind: 'none' });
      const snapshot = await prepareSnapshot(bytes);
      const unzippedAt = performance.timeOrigin + performance.now();
      // The main part decompressed, and the fetched bytes that hold the packed segments.
      const transfer = [snapshot.raw?.buffer, snapshot.packed?.data.buffer].filter(
        (b): b is ArrayBuffer => b instanceof ArrayBuffer,
      );
      scope.postMessage({ kind: 'prepared', snapshot, fetchedAt, unzippedAt }, transfer);
    } catch (err) {
      scope.postMessage({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  })();
};
