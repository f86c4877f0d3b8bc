// `astro build`, then a check of what it printed and wrote: the e2e run builds with this
// (`npm run test:e2e`), so a change that makes the build warn, or a page chunk that grows past
// Vite's 500 kB, fails the tests instead of scrolling by. Usage: node scripts/build-checked.ts
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Chunks that are large by design, each loaded only when needed (see astro.config.mjs): Monaco, the
 * engine (the engine worker's code; its entry, worker-*.js, is small and loads it: Rolldown names a
 * chunk after its first module, src/kube/gopkg; and since the worker reads the package snapshot on
 * its own, before the grader and runner, the Go toolchain they share with that reader is a chunk of
 * its own, go-*.js), the terminal's shell worker, and the Go toolchain and cluster the shell worker
 * loads for `go run` / `make run` (src/shell/kube/local-manager.ts).
 */
export const LARGE_BY_DESIGN = [
  /^editor[.-]/,
  /^worker-/,
  /^gopkg-/,
  /^go-/,
  /^shell-worker-/,
  /^local-manager-/,
];
export const CHUNK_LIMIT_BYTES = 500 * 1024;

const ANSI = /\u001b\[[0-9;]*m/g;

/** The warnings in a build's output: Astro's `[WARN]` lines and Vite's `(!)` notices, one entry each. */
export function buildWarnings(output: string): string[] {
  const lines = output.replace(ANSI, '').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const warn = /\[WARN\]\s*(.*)$/.exec(line);
    if (warn) out.push(warn[1]!.trim());
    else if (/^\(!\)/.test(line.trim())) out.push(line.trim());
  }
  return out;
}

/** JavaScript chunks over the limit that are not one of the large-by-design ones. */
export function oversizedChunks(files: readonly { name: string; bytes: number }[]): string[] {
  return files
    .filter((f) => f.name.endsWith('.js') && f.bytes > CHUNK_LIMIT_BYTES)
    .filter((f) => !LARGE_BY_DESIGN.some((re) => re.test(f.name)))
    .map((f) => `${f.name} (${Math.round(f.bytes / 1024)} kB)`);
}

async function main(): Promise<number> {
  const root = join(import.meta.dirname, '..');
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const child = spawn(process.execPath, [astro, 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    process.stdout.write(d);
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    process.stderr.write(d);
    output += d.toString();
  });
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  if (code !== 0) return code;
  const problems = buildWarnings(output);
  const assets = join(root, 'dist', '_astro');
  problems.push(
    ...oversizedChunks(
      readdirSync(assets).map((name) => ({ name, bytes: statSync(join(assets, name)).size })),
    ).map((c) => `chunk over ${CHUNK_LIMIT_BYTES / 1024} kB: ${c}`),
  );
  if (problems.length === 0) return 0;
  console.error(`\nscripts/build-checked.ts: the build warned (${problems.length}); fix the cause:`);
  for (const p of problems) console.error(`  - ${p}`);
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
