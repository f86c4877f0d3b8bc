// The engine worker (src/sandbox/worker.ts), started as early as a page knows it will need it: an
// exercise page starts it right after asking for the editor's code (mount.ts), so the worker fetches
// the engine's code and its snapshot while the page still loads the editor. The sandbox host takes
// that worker as its first; later ones (after a timeout) it starts itself.

import { ENGINE_WITH_SNAPSHOT, SNAPSHOT_HERE, SNAPSHOT_PORT } from '../sandbox/snapshot-bytes.ts';
import type { SnapshotAsk } from '../sandbox/snapshot-worker.ts';

let early: { worker: Worker; failed: boolean } | undefined;

/** Where the site build's snapshot is (a hashed asset; absent when the build made none, e.g. in dev). */
const snapshotUrl = () =>
  new URL('../../node_modules/.cache/oplab/site/go-snapshot.bin', import.meta.url).href;

/**
 * Where the registry packages' Go source text is (a hashed asset the site build writes:
 * scripts/site-go-texts.ts); the engine worker fetches it only when a build must parse one of them.
 */
const goSourcesUrl = () =>
  new URL('../../node_modules/.cache/oplab/site/go-sources.bin', import.meta.url).href;

/**
 * An engine worker, and beside it, started at the same moment, the worker that fetches and decompresses
 * its package snapshot (src/sandbox/snapshot-worker.ts), answering the engine worker on a port of its
 * own. Started by the engine worker (as before), the snapshot's worker began only once the engine
 * worker's script had been fetched and run, and its fetch after that worker's own start: the snapshot
 * was on the engine's critical path from the start.
 */
export function newEngineWorker(): Worker {
  const engine = new Worker(new URL('../sandbox/worker.ts', import.meta.url), {
    type: 'module',
    name: ENGINE_WITH_SNAPSHOT,
  });
  let snap: Worker;
  try {
    snap = new Worker(new URL('../sandbox/snapshot-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    engine.postMessage({ kind: SNAPSHOT_HERE, url: snapshotUrl(), sources: goSourcesUrl() });
    return engine;
  }
  const channel = new MessageChannel();
  // Its script did not load: the engine worker fetches the snapshot itself.
  snap.onerror = (e) => {
    e.preventDefault();
    snap.terminate();
    engine.postMessage({ kind: SNAPSHOT_HERE, url: snapshotUrl(), sources: goSourcesUrl() });
  };
  snap.postMessage({ url: snapshotUrl(), port: channel.port1 } satisfies SnapshotAsk, [channel.port1]);
  engine.postMessage(
    { kind: SNAPSHOT_PORT, port: channel.port2, url: snapshotUrl(), sources: goSourcesUrl() },
    [channel.port2],
  );
  return engine;
}

/** Starts the page's engine worker now (once). */
export function startEngineWorker(): void {
  if (early) return;
  const e = { worker: newEngineWorker(), failed: false };
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
