// The engine worker (src/sandbox/worker.ts), started as early as a page knows it will need it: an
// exercise page starts it right after asking for the editor's code (mount.ts), so the worker fetches
// the engine's code and its snapshot while the page still loads the editor. The sandbox host takes
// that worker as its first; later ones (after a timeout) it starts itself.
let early: Worker | undefined;

export function newEngineWorker(): Worker {
  return new Worker(new URL('../sandbox/worker.ts', import.meta.url), { type: 'module' });
}

/** Starts the page's engine worker now (once). */
export function startEngineWorker(): void {
  early ??= newEngineWorker();
}

/** The worker started early, if any and not yet taken; else a new one. */
export function takeEngineWorker(): Worker {
  const w = early ?? newEngineWorker();
  early = undefined;
  return w;
}
