// A worker that fetches the snapshot of checked packages and decompresses it, on a thread of its own.
// Session 10's trace of a cold page: the engine worker's thread compiles and evaluates the toolchain's
// code (go-*.js, gopkg-*.js) for seconds, and the snapshot's bytes, their decompression (one ~2 s task
// in DecompressionStream at load 12) and the reading of the packages all waited their turn behind it.
// Here they wait for nothing: the engine worker gets the decompressed bytes (transferred, not copied)
// when it is ready to read them. The page starts this worker beside the engine worker, at the same
// moment, and has it answer on a MessagePort the engine worker holds (src/workspace/engine-worker.ts).
// Started by the engine worker instead (sessions 10–12), it began only once that worker's script had
// been fetched and run.
// The first Check's function bodies (the pack's hot groups) come in the main part's gzip stream
// (snapshot-bytes.ts PACKED_MAGIC), decompressed here as the bytes download: until session 33 this
// worker inflated them apart, with a JavaScript inflate, after the last byte (~0.15 s before the engine
// had them on a quiet machine, and ~0.4 s of this thread's samples in a trace, on 2 cores the engine's
// start wanted too).

import { fetchSettled } from './fetch-settled.ts';
import {
  type EarlyMain,
  hotGroupsFrom,
  type PreparedSnapshot,
  prepareSnapshot,
  readSnapshotBody,
  unpackTable,
} from './snapshot-bytes.ts';

/**
 * What the engine worker gets back: the prepared bytes, none (no snapshot), or why not. A packed
 * snapshot comes as soon as its table and main part are in (`partial`: its other groups' bytes still
 * downloading), and then those bytes ('rest'), or why not ('failed').
 */
export type SnapshotReply =
  | {
      kind: 'prepared';
      snapshot: PreparedSnapshot;
      fetchedAt: number;
      unzippedAt: number;
      partial?: boolean;
      /** A partial snapshot's hot groups still being decompressed: a 'hot' message follows. */
      hot?: number;
    }
  | { kind: 'hot'; groups: number[]; bytes: Uint8Array[]; inflatedAt: number }
  | { kind: 'rest'; data: Uint8Array; fetchedAt: number }
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
      // The main part's gunzip begins as its bytes come, beside the rest's download (snapshot-bytes.ts);
      // once it and the table are in, the engine gets them (and the hot groups with them) while the
      // other groups still download.
      let partial: Promise<boolean> = Promise.resolve(false);
      const onPrefix = (prefix: Uint8Array, early: EarlyMain) => {
        partial = prepareSnapshot(prefix, early, true).then(async (snapshot) => {
          if (snapshot.raw === undefined || snapshot.packed === undefined) return false;
          const at = performance.timeOrigin + performance.now();
          const hot = snapshot.packed.hot?.length ?? 0;
          port.postMessage(
            {
              kind: 'prepared',
              snapshot,
              fetchedAt: at,
              unzippedAt: at,
              partial: true,
              ...(hot > 0 ? { hot } : {}),
            } satisfies SnapshotReply,
            [snapshot.raw.buffer as ArrayBuffer],
          );
          if (hot > 0) {
            // While the engine reads the main part, the hot groups come out of the same stream.
            const tail = await early.tail.catch(() => new Uint8Array(0));
            const ready = hotGroupsFrom(snapshot.packed, tail);
            const groups = ready === undefined ? [] : [...ready.keys()];
            const bytes = ready === undefined ? [] : [...ready.values()];
            const inflatedAt = performance.timeOrigin + performance.now();
            port.postMessage({ kind: 'hot', groups, bytes, inflatedAt } satisfies SnapshotReply, [
              tail.buffer as ArrayBuffer,
            ]);
          }
          return true;
        });
      };
      const { bytes, main } = res.body
        ? await readSnapshotBody(res.body, onPrefix)
        : { bytes: new Uint8Array(await res.arrayBuffer()), main: undefined };
      // The engine worker's clock is not this one: moments are sent as wall-clock (epoch) time.
      const fetchedAt = performance.timeOrigin + performance.now();
      if (await partial) {
        const table = unpackTable(bytes);
        if (table === undefined) return reply({ kind: 'failed', message: 'the snapshot ended early' });
        const data = table.segments.data;
        return reply({ kind: 'rest', data, fetchedAt }, [data.buffer as ArrayBuffer]);
      }
      if (bytes.length === 0) return reply({ kind: 'none' });
      const snapshot = await prepareSnapshot(bytes, main);
      const unzippedAt = performance.timeOrigin + performance.now();
      // The main part decompressed (the hot groups' bytes are views of the same buffer), and the
      // fetched bytes that hold the other groups.
      const transfer = [snapshot.raw?.buffer, snapshot.packed?.data.buffer].filter(
        (b): b is ArrayBuffer => b instanceof ArrayBuffer,
      );
      return reply({ kind: 'prepared', snapshot, fetchedAt, unzippedAt }, transfer);
    } catch (err) {
      reply({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  })();
};
