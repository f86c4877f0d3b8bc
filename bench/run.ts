// `npm run bench`: runs every benchmark in bench/ (each `bench/*.ts` other than this file), one after
// the other, each in its own Node process so that they do not warm each other up.
//   node bench/run.ts [NAME ...]   (names without .ts select benchmarks)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== basename(import.meta.filename))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.ts$/, '')))
  .sort();
let failed = 0;
for (const f of benches) {
  console.log(`\n=== ${f}`);
  const r = spawnSync(process.execPath, [join(dir, f)], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.log(`${f} exited with ${r.status ?? r.signal}`);
  }
}
console.log(`\n${benches.length - failed}/${benches.length} benchmarks ran`);
process.exitCode = failed > 0 ? 1 : 0;
