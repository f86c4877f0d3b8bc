// Starting the engine worker and its snapshot's worker, in a form the exercise page can also run
// from its HTML, while the browser still parses it (Workspace.astro writes `engineBootScript` into
// the page as a classic inline script): the page's module scripts run only once the whole document
// is parsed and every module script before them has run, so a worker started from the workspace's
// module (mount.ts) began ~0.45 s after navigation on a quiet machine, ~0.8 s at load 6–8, with the
// worker's whole start (its isolate, fetching and compiling the engine's code, the snapshot) after it.
// `startWorkers` is the one place both paths start the workers (engine-worker.ts calls it too), so it
// must stay self-contained: it is serialized with Function.prototype.toString, no imports, no outer
// names; what it needs comes as arguments.

/** The URLs of the engine's start, all hashed assets of the site's build. */
export interface EngineUrls {
  /** The engine worker's script (src/sandbox/worker.ts). */
  worker: string;
  /** The snapshot's worker's script (src/sandbox/snapshot-worker.ts). */
  snapshotWorker: string;
  /** The package snapshot (scripts/site-snapshot.ts). */
  snapshot: string;
  /** The registry packages' Go texts (scripts/site-go-texts.ts). */
  sources: string;
}

/** The words the page and the workers share (src/sandbox/snapshot-bytes.ts's names, passed in). */
export interface EngineWords {
  /** The engine worker's name: it has a snapshot coming from the page. */
  name: string;
  /** The page's word: fetch the snapshot yourself. */
  here: string;
  /** The page's word: the snapshot's worker answers on this port. */
  port: string;
  /**
   * An exercise page: its workspace asks for the warm-up (a silent Check) as soon as it mounts, so
   * the worker loads the grader at once instead of on that first request (src/sandbox/worker.ts).
   */
  warm?: boolean;
}

/**
 * An engine worker, and beside it, started at the same moment, the worker that fetches and
 * decompresses its package snapshot (src/sandbox/snapshot-worker.ts), answering the engine worker on
 * a port of its own. Started by the engine worker (as before session 13), the snapshot's worker began
 * only once the engine worker's script had been fetched and run.
 */
export function startWorkers(u: EngineUrls, w: EngineWords): Worker {
  const engine = new Worker(u.worker, { type: 'module', name: w.name });
  // Without the snapshot's worker, the engine worker fetches the snapshot itself.
  const fetchItYourself = () =>
    engine.postMessage({ kind: w.here, url: u.snapshot, sources: u.sources, warm: w.warm });
  let snap: Worker;
  try {
    snap = new Worker(u.snapshotWorker, { type: 'module' });
  } catch {
    fetchItYourself();
    return engine;
  }
  const channel = new MessageChannel();
  // Its script did not load.
  snap.onerror = (e) => {
    e.preventDefault();
    snap.terminate();
    fetchItYourself();
  };
  snap.postMessage({ url: u.snapshot, port: channel.port1 }, [channel.port1]);
  engine.postMessage(
    { kind: w.port, port: channel.port2, url: u.snapshot, sources: u.sources, warm: w.warm },
    [channel.port2],
  );
  return engine;
}

/** A worker started early, until the page's host takes it; failed when its script did not load. */
export interface EarlyEngine {
  worker: Worker;
  failed: boolean;
}

/** Where the page's HTML leaves the worker it started (window property) for engine-worker.ts. */
export const EARLY_ENGINE_SLOT = '__oplabEarlyEngine';

/** What the site build replaces with the URLs' JSON in every page (scripts/site-engine-boot.ts). */
export const ENGINE_URLS_PLACEHOLDER = '"__OPLAB_ENGINE_URLS__"';

/**
 * The inline script of an exercise page: starts the workers with the build's URLs and leaves them
 * in the window's slot, marked failed should the engine's script not load (until the host takes
 * it, nobody else hears of that). In a page whose placeholder was not replaced (the dev server) it
 * does nothing: the workspace's module starts the workers, as before.
 */
export function engineBootScript(words: EngineWords): string {
  return `(function(){var u=${ENGINE_URLS_PLACEHOLDER};if(typeof u!=="object"||typeof Worker!=="function")return;try{for(var k in u)u[k]=new URL(u[k],location.href).href;var w=(${startWorkers.toString()})(u,${JSON.stringify(words)});var e={worker:w,failed:false};w.onerror=function(){e.failed=true};window[${JSON.stringify(EARLY_ENGINE_SLOT)}]=e}catch(x){}})();`;
}

/**
 * The inline script written right after an exercise page's data-ws-data JSON: hands the early engine
 * worker (EARLY_ENGINE_SLOT, started from the head) the exercise's data, so it begins the warm-up (a
 * silent Check of the starter) as soon as its code and snapshot are there. Without it the warm-up waited
 * for the workspace's modules to load and ask: ~1 s after navigation on a quiet 2-core machine, while the
 * worker's code was there at ~0.75 s (bench/README, session 33). The worker answers the workspace's own
 * warm request for the same exercise with this one's outcome (src/sandbox/worker.ts). It sends the JSON's
 * text as it is (the worker parses it): no parse on the page's thread while it is busiest.
 */
export function earlyWarmScript(word: string): string {
  return `(function(){var e=window[${JSON.stringify(EARLY_ENGINE_SLOT)}],s=document.currentScript,d=s&&s.previousElementSibling;if(!e||e.failed||!d)return;try{e.worker.postMessage({kind:${JSON.stringify(word)},data:d.textContent})}catch(x){}})();`;
}
