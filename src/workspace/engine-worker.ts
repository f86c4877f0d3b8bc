// The engine worker (src/sandbox/worker.ts), started as early as a page knows it will need it: an
// exercise page starts it right after asking for the editor's code (mount.ts), so the worker fetches
// the engine's code and its snapshot while the page still loads the editor. The sandbox host takes
// that worker as its first; later ones (after a timeout) it starts itself.
let early: { worker: Worker; failed: boolean } | undefined;

export function newEngineWorker(): Worker {
  return new Worker(new URL('../sandbox/worker.ts', import.meta.url), { type: 'module' });
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
