// A worker that fetches the snapshot of checked packages and decompresses it, on a thread of its own.
// Session 10's trace of a cold page: the engine worker's thread compiles and evaluates the toolchain's
// code (go-*.js, gopkg-*.js) for seconds, and the snapshot's bytes, their decompression (one ~2 s task
// in DecompressionStream at load 12) and the reading of the packages all waited their turn behind it.
// Here they wait for nothing: the engine worker gets the decompressed bytes (transferred, not copied)
// when it is ready to read them. The page starts this worker beside the engine worker, at the same
// moment, and has it answer on a MessagePort the engine worker holds (src/workspace/engine-worker.ts).
// Started by the engine worker instead (sessions 10–12), it began only once that worker's script had
// been fetched and run.
// Then, while the engine worker reads the main part, this one inflates the packed snapshot's hot
// groups (the function bodies every exercise's first Check reads; snapshot-bytes.ts PackedSegments.hot)
// and sends them too: the first Check, which inflated them on the engine's thread (175 groups, 0.13–0.5 s
// for scope-get), finds them ready (src/sandbox/worker.ts waits for them before its first job).

import { fetchSettled } from './fetch-settled.ts';
import { type PreparedSnapshot, prepareSnapshot, readSnapshotBody } from './snapshot-bytes.ts';
import { inflateGroups } from './snapshot-pack.ts';

/**
 * What the engine worker gets back: the prepared bytes, none (no snapshot), or why not. After
 * 'prepared' with `hot` > 0 comes one 'hot' message: those groups inflated (none when that failed).
 */
export type SnapshotReply =
  | { kind: 'prepared'; snapshot: PreparedSnapshot; fetchedAt: number; unzippedAt: number; hot?: number }
  | { kind: 'hot'; groups: Uint32Array; bytes: Uint8Array[]; inflatedAt: number }
  | { kind: 'none' }
  | { kind: 'failed'; message: string };

/** What this worker is sent: the snapshot's URL, and the port to answer on. */
export type SnapshotAsk = { url: string; port: MessagePort };

const scope = globalThis as unknown as {
  onmessage: ((e: { data: SnapshotAsk }) => void) | null;
  close(): void;
};

scope.onmessage = (e) => {
  const { url, port } = e.data;
  // Answered once; nothing is left to do here after that.
  const reply = (r: SnapshotReply, transfer: Transferable[] = []) => {
    port.postMessage(r, transfer);
    port.close();
    void fetchSettled(url).then(() => scope.close());
  };
  void (async () => {
    try {
      const res = await fetch(url);
      if (!res.ok) return reply({ kind: 'none' });
      // The main part's gunzip begins as its bytes come, beside the rest's download (snapshot-bytes.ts).
      const { bytes, main } = res.body
        ? await readSnapshotBody(res.body)
        : { bytes: new Uint8Array(await res.arrayBuffer()), main: undefined };
      // The engine worker's clock is not this one: moments are sent as wall-clock (epoch) time.
      const fetchedAt = performance.timeOrigin + performance.now();
      if (bytes.length === 0) return reply({ kind: 'none' });
      const snapshot = await prepareSnapshot(bytes, main);
      const unzippedAt = performance.timeOrigin + performance.now();
      const hot = snapshot.raw === undefined ? undefined : snapshot.packed?.hot;
      if (hot === undefined) {
        // The main part decompressed, and the fetched bytes that hold the packed segments.
        const transfer = [snapshot.raw?.buffer, snapshot.packed?.data.buffer].filter(
          (b): b is ArrayBuffer => b instanceof ArrayBuffer,
        );
        return reply({ kind: 'prepared', snapshot, fetchedAt, unzippedAt }, transfer);
      }
      // The main part goes at once (transferred). This worker still inflates the hot groups from the
      // segments (4 MB), so they go as a copy made here and transferred: posted as they are, they
      // were cloned, and the engine's thread spent ~50 ms taking the clone (a CPU profile of that
      // worker at load 12) just before it could begin reading the snapshot.
      const packed = snapshot.packed as NonNullable<typeof snapshot.packed>;
      const sent = { ...snapshot, packed: { ...packed, data: packed.data.slice() } };
      const transfer = [snapshot.raw?.buffer, sent.packed.data.buffer].filter(
        (b): b is ArrayBuffer => b instanceof ArrayBuffer,
      );
      port.postMessage(
        { kind: 'prepared', snapshot: sent, fetchedAt, unzippedAt, hot: hot.length } satisfies SnapshotReply,
        transfer,
      );
      let bytesOfHot: Uint8Array[] = [];
      try {
        bytesOfHot = inflateGroups(packed, hot);
      } catch {
        // The engine worker inflates them itself, as without this.
      }
      const inflatedAt = performance.timeOrigin + performance.now();
      reply(
        {
          kind: 'hot',
          groups: bytesOfHot.length > 0 ? hot : new Uint32Array(0),
          bytes: bytesOfHot,
          inflatedAt,
        },
        bytesOfHot.map((b) => b.buffer as ArrayBuffer),
      );
    } catch (err) {
      reply({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  })();
};
