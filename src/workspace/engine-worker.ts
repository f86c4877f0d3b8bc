// The engine worker (src/sandbox/worker.ts), started as early as a page knows it will need it. An
// exercise page starts it from its HTML while the browser parses it (Workspace.astro, engine-boot.ts);
// otherwise (the dev server, a lesson's embedded workspace once near, the playground) the workspace's
// module starts it (mount.ts), so the worker fetches the engine's code and its snapshot while the page
// still loads. The sandbox host takes that worker as its first; later ones (after a timeout) it starts
// itself.

import { ENGINE_WITH_SNAPSHOT, SNAPSHOT_HERE, SNAPSHOT_PORT } from '../sandbox/snapshot-bytes.ts';
import snapshotWorkerUrl from '../sandbox/snapshot-worker.ts?worker&url';
import workerUrl from '../sandbox/worker.ts?worker&url';
import { EARLY_ENGINE_SLOT, type EarlyEngine, startWorkers } from './engine-boot.ts';

let early: EarlyEngine | undefined;

/**
 * The URLs of the engine's start (the workers' scripts built as module workers: `?worker&url`). The
 * site build writes the same hashed URLs into the exercise pages' HTML (scripts/site-engine-boot.ts).
 */
const urls = () => ({
  worker: new URL(workerUrl, import.meta.url).href,
  snapshotWorker: new URL(snapshotWorkerUrl, import.meta.url).href,
  // Where the site build's snapshot is (a hashed asset; absent when the build made none, e.g. in dev).
  snapshot: new URL('../../node_modules/.cache/oplab/site/go-snapshot.bin', import.meta.url).href,
  // Where the registry packages' Go source text is (a hashed asset the site build writes:
  // scripts/site-go-texts.ts); the engine worker fetches it only when a build must parse one of them.
  sources: new URL('../../node_modules/.cache/oplab/site/go-sources.bin', import.meta.url).href,
});

/** The engine worker and, beside it, the snapshot's worker (engine-boot.ts startWorkers). */
export function newEngineWorker(): Worker {
  return startWorkers(urls(), { name: ENGINE_WITH_SNAPSHOT, here: SNAPSHOT_HERE, port: SNAPSHOT_PORT });
}

/** Starts the page's engine worker now (once), unless the page's HTML already did. */
export function startEngineWorker(): void {
  if (early) return;
  const slot = globalThis as { [EARLY_ENGINE_SLOT]?: EarlyEngine };
  const started = slot[EARLY_ENGINE_SLOT];
  if (started) {
    delete slot[EARLY_ENGINE_SLOT];
    early = started;
    return;
  }
  const e: EarlyEngine = { worker: newEngineWorker(), failed: false };
  // Until the host takes it, nobody else hears of an error (its script did not load): remembered,
  // so the host gets a fresh worker instead of one that would never answer.
  e.worker.onerror = () => {
    e.failed = true;
  };
  early = e;
}

/** The worker started early, if any, not yet taken and not failed; else a new one. */
export function takeEngineWorker(): Worker {
  const e = early;
  early = undefined;
  if (e === undefined) return newEngineWorker();
  e.worker.onerror = null;
  if (!e.failed) return e.worker;
  e.worker.terminate();
  return newEngineWorker();
}
