// Adapts node:worker_threads to the WorkerLike shape the sandbox host expects, so tests exercise
// real threads (and real termination of a thread stuck in an infinite loop).
import { Worker } from 'node:worker_threads';
import type { WorkerLike } from '../../src/sandbox/host.ts';

export function nodeWorker(source: string): WorkerLike {
  const worker = new Worker(source, { eval: true });
  const like: WorkerLike = {
    postMessage: (m) => worker.postMessage(m),
    terminate: () => void worker.terminate(),
    onmessage: null,
    onerror: null,
  };
  worker.on('message', (data) => like.onmessage?.({ data }));
  worker.on('error', (err) => like.onerror?.({ message: err.message }));
  return like;
}
