// Worker thread for golden-pool.ts: runs golden programs one at a time on request. The thread is
// plain Node (not Vitest's transform), so the engine's `.go?raw` imports need the text hook first.
import { parentPort } from 'node:worker_threads';
import '../../src/cli/text-imports.ts';

const { runGolden } = await import('./golden-run.ts');

parentPort?.on('message', (name: string) => {
  parentPort?.postMessage({ name, outcome: runGolden(name) });
});
