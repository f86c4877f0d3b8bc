// Worker entry: the page starts this module as a Web Worker (see src/workspace/sandbox-client.ts)
// and posts requests. The entry itself is small. Started, it fetches the snapshot of checked Go
// packages the site build made (scripts/site-snapshot.ts) and loads the engine's code (Go toolchain,
// packages), and reads the snapshot as soon as both are there: on its own thread, beside the page's
// editor, so the engine is not ready a whole snapshot read after the editor. The grader and the
// project runner (their own chunks) and the first build wait for the first request, which an
// exercise page sends as it mounts its workspace (a lesson once its editor is up); an exercise page's
// worker, started from its HTML, loads the grader at once (its word says `warm`), and begins the
// warm-up itself when the HTML hands it the exercise (EARLY_WARM), answering the workspace's own warm
// request with it. Requests wait for it, in order.
// The snapshot is fetched and decompressed by a worker of its own (snapshot-worker.ts), while this
// thread compiles and evaluates the toolchain's code; only reading it needs the toolchain. It comes in
// parts: the main part (read at once), the first Check's function bodies, then the rest of the file. The page
// starts that worker beside this one (src/workspace/engine-worker.ts; this worker's name says so) and
// sends the port it answers on, with the snapshot's URL (a hashed asset of the page's build).
import type { EngineLoaders, WorkerMoments } from './engine-handlers.ts';
import type { SnapshotLoad } from './engine-snapshot.ts';
import type { Response } from './protocol.ts';
import {
  EARLY_WARM,
  ENGINE_WITH_SNAPSHOT,
  type PackedSegments,
  type PreparedSnapshot,
  prepareSnapshot,
  SNAPSHOT_HERE,
  SNAPSHOT_PORT,
} from './snapshot-bytes.ts';
import type { SnapshotReply } from './snapshot-worker.ts';

/** The snapshot fetched and decompressed here, on this thread (when its own worker could not start or failed). */
async function snapshotHere(url: string): Promise<PreparedSnapshot | undefined> {
  const res = await fetch(url);
  if (!res.ok) return undefined;
  const bytes = new Uint8Array(await res.arrayBuffer());
  workerMoments.bytesAt = Math.round(performance.now());
  if (bytes.length === 0) return undefined;
  const prepared = await prepareSnapshot(bytes);
  workerMoments.unzippedAt = Math.round(performance.now());
  workerMoments.hotGroups = prepared.ready?.size ?? 0;
  return prepared;
}

const onClock = (epochMs: number) => Math.round(epochMs - performance.timeOrigin);

/**
 * For a partial snapshot (its table and main part, the other groups still downloading): the compressed
 * bytes `from`..`to` of its groups' data, at once. The engine's code is synchronous, so a build that
 * reads a group before the rest of the file has come asks for those bytes with a synchronous request
 * (allowed in a worker; go-texts.ts does the same), by range; a server that ignores the range sends the
 * whole file, whose groups are then kept. The first Check reads none (its groups are the hot ones, in
 * the main part); this is for a job that comes before the last byte.
 */
function groupFetcher(url: string, packed: PackedSegments): (from: number, to: number) => Uint8Array {
  const dataAt = packed.dataAt ?? 0;
  return (from, to) => {
    if (to <= packed.data.length) return packed.data.subarray(from, to);
    const req = new XMLHttpRequest();
    req.open('GET', url, false);
    req.responseType = 'arraybuffer';
    req.setRequestHeader('Range', `bytes=${dataAt + from}-${dataAt + to - 1}`);
    try {
      req.send();
    } catch {
      // Offline: a synchronous request throws a NetworkError rather than ending with a status.
    }
    const body = req.response instanceof ArrayBuffer ? new Uint8Array(req.response) : undefined;
    if (req.status === 206 && body?.length === to - from) return body;
    if (req.status === 200 && body !== undefined && body.length >= dataAt + to) {
      packed.data = body.subarray(dataAt);
      return packed.data.subarray(from, to);
    }
    throw new Error(`the Go packages' snapshot did not load (HTTP ${req.status})`);
  };
}

/**
 * A partial snapshot's hot groups, decompressed by the snapshot's worker while this one reads the main
 * part: settled true when they are in the snapshot's `ready` map (or none were coming), false when they
 * will not come (their bytes are nowhere else: the snapshot is then not used). The first job waits.
 */
let hotSettled: (ok: boolean) => void = () => {};
const hotGroups = new Promise<boolean>((resolve) => {
  hotSettled = resolve;
});

/** Takes the snapshot worker's answer: the prepared bytes, none, or (it failed) the snapshot fetched here. */
function fromReply(
  r: SnapshotReply,
  url: string,
): PreparedSnapshot | undefined | Promise<PreparedSnapshot | undefined> {
  if (r.kind === 'prepared') {
    workerMoments.bytesAt = onClock(r.fetchedAt);
    workerMoments.unzippedAt = onClock(r.unzippedAt);
    // The first Check's function bodies, decompressed with the main part (snapshot-bytes.ts).
    workerMoments.hotGroups = r.snapshot.ready?.size ?? 0;
    if (r.hot) r.snapshot.ready = new Map();
    else hotSettled(true);
    return r.snapshot;
  }
  hotSettled(true);
  return r.kind === 'none' ? undefined : snapshotHere(url);
}

/**
 * The snapshot from the worker the page started beside this one (src/workspace/engine-worker.ts): it
 * answers on the port the page sends (or the page says it could not start it). Both worker threads
 * start at once, so the snapshot's fetch does not wait for this worker's script to run first.
 */
let pageMessage: ((data: unknown) => void) | undefined;
function snapshotFromPage(): Promise<PreparedSnapshot | undefined> {
  return new Promise((resolve) => {
    // The page's words are heard until the snapshot is settled: the port first, then, should the
    // snapshot's worker fail to load after all, the word to fetch it here.
    let settled = false;
    pageMessage = (data) => {
      const word = data as { kind?: unknown; url?: unknown; port?: MessagePort } | null;
      // Once settled, the page's word that the snapshot's worker failed means that the hot groups it
      // still owed will not come.
      if (settled && word?.kind === SNAPSHOT_HERE) hotSettled(false);
      if (settled || typeof word?.url !== 'string') return;
      const url = word.url;
      if (word.kind === SNAPSHOT_HERE) {
        settled = true;
        hotSettled(true);
        resolve(snapshotHere(url));
      } else if (word.kind === SNAPSHOT_PORT && word.port) {
        const port = word.port;
        let partial: PreparedSnapshot | undefined;
        port.onmessage = (e: MessageEvent<SnapshotReply>) => {
          const r = e.data;
          if (settled) {
            // After a partial snapshot: its hot groups (when it has any), then the other groups' bytes,
            // or why not (then each group the engine reads is fetched alone, when it reads it).
            if (r.kind === 'hot') {
              const ready = partial?.ready;
              if (ready !== undefined) r.groups.forEach((g, i) => void ready.set(g, r.bytes[i]));
              workerMoments.hotAt = onClock(r.inflatedAt);
              workerMoments.hotGroups = r.groups.length;
              hotSettled(r.groups.length === (partial?.packed?.hot?.length ?? 0));
              return;
            }
            port.close();
            hotSettled(false); // if they had not come, they will not
            if (r.kind === 'rest' && partial?.packed) {
              partial.packed.data = r.data;
              workerMoments.restAt = onClock(r.fetchedAt);
            }
            return;
          }
          settled = true;
          if (r.kind === 'prepared' && r.partial && r.snapshot.packed) {
            partial = r.snapshot;
            partial.fetchData = groupFetcher(url, r.snapshot.packed);
          } else port.close();
          resolve(fromReply(r, url));
        };
      }
    };
  });
}

const workerMoments: WorkerMoments = {};
// A worker started otherwise has no snapshot: it checks the packages itself.
const fromPage = (globalThis as { name?: string }).name === ENGINE_WITH_SNAPSHOT;
const snapshot: Promise<PreparedSnapshot | undefined> = fromPage
  ? snapshotFromPage().catch(() => undefined)
  : Promise.resolve(undefined);
const code = Promise.all([
  import('./dispatch.ts'),
  import('./engine-handlers.ts'),
  import('./go-texts.ts'),
  import('./lazy-parts.ts'),
]);
code.then(
  () => void (workerMoments.codeAt = Math.round(performance.now())),
  () => {}, // reported to each request (below)
);
// Read once its bytes and the engine's code are there (loadEngineSnapshot never throws; the code
// failing to load is reported by each request).
const snapshotRead = import('./engine-snapshot.ts').then(
  ({ loadEngineSnapshot, dropEngineSnapshot }) => {
    workerMoments.readerAt = Math.round(performance.now());
    // Read while the snapshot's worker decompresses the hot groups; the first job waits for those too.
    return loadEngineSnapshot(() => snapshot).then(async (load) => {
      if (load.state !== 'used') return load;
      const hotCame = await hotGroups;
      workerMoments.hotSettledAt = Math.round(performance.now());
      return hotCame ? load : dropEngineSnapshot(load);
    });
  },
  (): SnapshotLoad => ({ state: 'missing', ms: 0, bytes: 0 }),
);

/** Loads the rest of the engine: once, on the first request (an exercise page's worker: at once). */
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
  return code.then(
    ([
      { dispatch },
      { makeEngineHandlers },
      { loadGoTextsFrom, engineIdle: textsIdle, PREFETCH_AFTER_IDLE_MS },
      { retryingMisses, keepPartsWhenIdle },
    ]) => {
      // The page's word came before any request: the registry packages' Go texts are there, when needed.
      if (goSourcesUrl !== undefined) loadGoTextsFrom(goSourcesUrl);
      // After the first job and an idle pause, what a loaded page must keep for working offline.
      const engineIdle = () => {
        textsIdle();
        keepPartsWhenIdle(PREFETCH_AFTER_IDLE_MS);
      };
      // A job that needed a part of the engine not loaded yet is run again once it is (lazy-parts.ts).
      return { dispatch, handlers: retryingMisses(makeEngineHandlers(loaders)), engineIdle };
    },
  );
}
let engine: ReturnType<typeof startEngine> | undefined;

const scope = globalThis as unknown as {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage(r: unknown): void;
};

/**
 * Where the registry packages' Go source text is (the site build ships it apart from this worker's
 * code: go-texts.ts), from the page's word about the snapshot.
 */
let goSourcesUrl: string | undefined;

/**
 * The warm-up begun on the page's HTML's word (EARLY_WARM): its exercise, and the responses its job
 * posted, kept for the workspace's own warm request, which it answers (once) instead of a second run.
 */
let earlyWarm: { exercise: string; responses: Promise<Response[]> } | undefined;

/** The page's HTML handed over its exercise's data (engine-boot.ts earlyWarmScript): warm up now. */
function warmEarly(text: unknown) {
  if (earlyWarm !== undefined || typeof text !== 'string') return;
  let data: { id?: unknown; bundle?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return; // the workspace's own request will come, and be answered on its own
  }
  if (typeof data?.id !== 'string') return;
  engine ??= startEngine();
  const request = { v: 1, id: 0, job: { kind: 'warm', exercise: data.id, bundle: data.bundle } };
  const responses: Response[] = [];
  earlyWarm = {
    exercise: data.id,
    responses: engine.then(
      ({ dispatch, handlers, engineIdle }) =>
        dispatch(request, handlers, (r) => void responses.push(r))
          .finally(() => engineIdle())
          .then(() => responses),
      // The engine's code did not load: the workspace's request finds that out itself.
      () => [],
    ),
  };
}

/** The workspace's warm request for the exercise warmed early: answered with that warm-up's responses. */
function answeredEarly(data: unknown): boolean {
  const early = earlyWarm;
  const r = data as { id?: unknown; job?: { kind?: unknown; exercise?: unknown } } | null;
  if (early === undefined || r?.job?.kind !== 'warm' || r.job.exercise !== early.exercise) return false;
  if (typeof r.id !== 'number') return false;
  const id = r.id;
  earlyWarm = undefined;
  void early.responses.then((rs) => {
    // The early job never ran (its code failed to load) or failed: the request runs as usual, and
    // reports what it finds itself.
    if (rs.at(-1)?.kind !== 'done') return run(data);
    for (const x of rs)
      scope.postMessage(
        x.kind === 'done' ? { ...x, id, result: { ...(x.result as object), earlyWarm: true } } : { ...x, id },
      );
  });
  return true;
}

scope.onmessage = (e) => {
  // The page's word about the snapshot (its port, or fetch it here) is not a request.
  const kind = (e.data as { kind?: unknown } | null)?.kind;
  if (kind === EARLY_WARM) {
    warmEarly((e.data as { data?: unknown }).data);
    return;
  }
  if (kind === SNAPSHOT_PORT || kind === SNAPSHOT_HERE) {
    const sources = (e.data as { sources?: unknown }).sources;
    if (typeof sources === 'string') goSourcesUrl ??= sources;
    pageMessage?.(e.data);
    // An exercise page's worker (started from its HTML, engine-boot.ts): the warm-up is sure to come,
    // and it needs the grader, whose chunks then load beside the toolchain's instead of after the
    // page's first request (which comes once the workspace's modules have loaded).
    if ((e.data as { warm?: unknown }).warm === true) engine ??= startEngine();
    return;
  }
  if (answeredEarly(e.data)) return;
  run(e.data);
};

/** Runs a request once the engine is there, posting its responses. */
function run(data: unknown) {
  engine ??= startEngine();
  void engine.then(
    ({ dispatch, handlers, engineIdle }) =>
      dispatch(data, handlers, (r) => scope.postMessage(r)).finally(() => engineIdle()),
    (err: unknown) => {
      // The engine's code did not load: every request fails with why, instead of waiting forever.
      const id = typeof (data as { id?: unknown })?.id === 'number' ? (data as { id: number }).id : -1;
      const failed: Response = {
        v: 1,
        kind: 'failed',
        id,
        message: `the engine did not load: ${err instanceof Error ? err.message : String(err)}`,
      };
      scope.postMessage(failed);
    },
  );
}
