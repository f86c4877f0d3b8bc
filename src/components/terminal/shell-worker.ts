// The terminal's Web Worker: one simulated shell (shell-host.ts), started empty or in a terminal
// exercise's starter state. The page sends command lines, completion requests and "check". The Go
// toolchain is a chunk of its own (go-toolchain-loader.ts), imported on the first go command that
// compiles.

import type { ToWorker } from './protocol.ts';
import { createShellHost } from './shell-host.ts';

const handle = createShellHost((m) => (self as unknown as Worker).postMessage(m), {
  loadGoToolchain: async (host, snapshotUrl) =>
    (await import('./go-toolchain-loader.ts')).loadGoToolchain(host, snapshotUrl),
  now: () => performance.now(),
});

// One message at a time, in order: the shell is one interactive session.
let queue = Promise.resolve();
self.addEventListener('message', (e: MessageEvent<ToWorker>) => {
  queue = queue.then(() => handle(e.data));
});
