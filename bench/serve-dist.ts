// The built site served for a bench by test/e2e/static-server.ts, as the e2e tests serve it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * Starts the server for `dist` on `port` (killed when this process exits, also when a run is
 * interrupted) and waits until it answers, up to 5 s. Returns what stops it.
 */
export async function serveDist(dist: string, port: number): Promise<() => void> {
  const script = join(import.meta.dirname, '../test/e2e/static-server.ts');
  const server = spawn(process.execPath, [script, dist, String(port)], { stdio: 'ignore' });
  const stop = () => server.kill();
  process.on('exit', stop);
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return stop;
}
