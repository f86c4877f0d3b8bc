// Worker entry: the page starts this module as a Web Worker (see src/workspace/sandbox-client.ts)
// and posts requests. The entry itself is small. Started, it fetches the snapshot of checked Go
// packages the site build made (scripts/site-snapshot.ts) and loads the engine's code (Go toolchain,
// packages), and reads the snapshot as soon as both are there: on its own thread, beside the page's
// editor, so the engine is not ready a whole snapshot read after the editor. The grader and the
// project runner (their own chunks) and the first build wait for the first request, which an
// exercise page sends as it mounts its workspace (a lesson once its editor is up). Requests wait for
// it, in order.
// The snapshot is fetched and decompressed by a worker of its own (snapshot-worker.ts), while this
// thread compiles and evaluates the toolchain's code; only reading it needs the toolchain.
import type { EngineLoaders } from './engine-handlers.ts';
import type { SnapshotLoad } from './engine-snapshot.ts';
import type { Response } from './protocol.ts';
import { type PreparedSnapshot, prepareSnapshot } from './snapshot-bytes.ts';
import type { SnapshotReply } from './snapshot-worker.ts';

/** Where the site build's snapshot is (a hashed asset; absent when the build made none, e.g. in dev). */
const snapshotUrl = () =>
  new URL('../../node_modules/.cache/oplab/site/go-snapshot.bin', import.meta.url).href;

/** The snapshot fetched and decompressed here, on this thread (when no worker of our own can start). */
async function snapshotHere(): Promise<PreparedSnapshot | undefined> {
  const res = await fetch(snapshotUrl());
  if (!res.ok) return undefined;
  const bytes = new Uint8Array(await res.arrayBuffer());
  workerMoments.bytesAt = Math.round(performance.now());
  if (bytes.length === 0) return undefined;
  const prepared = await prepareSnapshot(bytes);
  workerMoments.unzippedAt = Math.round(performance.now());
  return prepared;
}

/**
 * The snapshot fetched and decompressed by a worker of this worker's own (snapshot-worker.ts), beside
 * this thread's loading of the toolchain; here, if that worker cannot start or fails.
 */
function snapshotBeside(): Promise<PreparedSnapshot | undefined> {
  if (typeof Worker === 'undefined') return snapshotHere();
  return new Promise((resolve) => {
    let w: Worker;
    try {
      w = new Worker(new URL('./snapshot-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(snapshotHere());
      return;
    }
    const onClock = (epochMs: number) => Math.round(epochMs - performance.timeOrigin);
    w.onmessage = (e: MessageEvent<SnapshotReply>) => {
      w.terminate();
      const r = e.data;
      if (r.kind === 'prepared') {
        workerMoments.bytesAt = onClock(r.fetchedAt);
        workerMoments.unzippedAt = onClock(r.unzippedAt);
        resolve(r.snapshot);
      } else if (r.kind === 'none') resolve(undefined);
      else resolve(snapshotHere());
    };
    // Its script did not load: fetch it here instead.
    w.onerror = (e) => {
      e.preventDefault();
      w.terminate();
      resolve(snapshotHere());
    };
    w.postMessage(snapshotUrl());
  });
}

// Moments on the worker's own clock (ms since it started), for bench/site.ts: the snapshot's bytes
// there, decompressed, the toolchain's code there (the reader's module loaded), the rest of the
// engine's code there.
const workerMoments: { bytesAt?: number; unzippedAt?: number; readerAt?: number; codeAt?: number } = {};
const snapshot: Promise<PreparedSnapshot | undefined> = snapshotBeside().catch(() => undefined);
const code = Promise.all([import('./dispatch.ts'), import('./engine-handlers.ts')]);
code.then(
  () => void (workerMoments.codeAt = Math.round(performance.now())),
  () => {}, // reported to each request (below)
);
// Read once its bytes and the engine's code are there (loadEngineSnapshot never throws; the code
// failing to load is reported by each request).
const snapshotRead = import('./engine-snapshot.ts').then(
  ({ loadEngineSnapshot }) => {
    workerMoments.readerAt = Math.round(performance.now());
    return loadEngineSnapshot(() => snapshot);
  },
  (): SnapshotLoad => ({ state: 'missing', ms: 0, bytes: 0 }),
);

/** Loads the rest of the engine: once, on the first request. */
function startEngine() {
  const grader = import('../grader/grade.ts');
  const runner = import('../kube/run/index.ts');
  // A failed load is reported by the job that needs it.
  grader.catch(() => {});
  runner.catch(() => {});
  const loaders: EngineLoaders = {
    grader: () => grader,
    runner: () => runner,
    snapshotLoad: () => snapshotRead,
    moments: () => workerMoments,
  };
  return code.then(([{ dispatch }, { makeEngineHandlers }]) => ({
    dispatch,
    handlers: makeEngineHandlers(loaders),
  }));
}
let engine: ReturnType<typeof startEngine> | undefined;

const scope = globalThis as unknown as {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage(r: unknown): void;
};

scope.onmessage = (e) => {
  engine ??= startEngine();
  void engine.then(
    ({ dispatch, handlers }) => dispatch(e.data, handlers, (r) => scope.postMessage(r)),
    (err: unknown) => {
      // The engine's code did not load: every request fails with why, instead of waiting forever.
      const id = typeof (e.data as { id?: unknown })?.id === 'number' ? (e.data as { id: number }).id : -1;
      const failed: Response = {
        v: 1,
        kind: 'failed',
        id,
        message: `the engine did not load: ${err instanceof Error ? err.message : String(err)}`,
      };
      scope.postMessage(failed);
    },
  );
};
