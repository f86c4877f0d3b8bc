// How fast `npx oplab --help` answers (issue 2: within 0.5 s), next to the CLI started directly,
// measured side by side in one run. Median of 7 runs each.
import { spawnSync } from 'node:child_process';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

function time(cmd: string, args: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  return performance.now() - t0;
}

const runs = 7;
const npx: number[] = [];
const direct: number[] = [];
for (let i = 0; i < runs; i++) {
  npx.push(time('npx', ['oplab', '--help']));
  direct.push(time(process.execPath, ['src/cli/oplab.ts', '--help']));
}
const n = median(npx);
const d = median(direct);
console.log('cli startup (median of 7, ms)');
console.log(`  npx oplab --help          ${n.toFixed(0).padStart(5)}   target ≤ 500`);
console.log(
  `  node src/cli/oplab.ts     ${d.toFixed(0).padStart(5)}   (npx overhead ×${(n / d).toFixed(1)})`,
);
