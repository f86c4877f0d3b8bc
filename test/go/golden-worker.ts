// Worker thread for golden-pool.ts: runs golden programs one at a time on request.
import { parentPort } from 'node:worker_threads';
import { runGolden } from './golden-run.ts';

parentPort?.on('message', (name: string) => {
  parentPort?.postMessage({ name, outcome: runGolden(name) });
});
