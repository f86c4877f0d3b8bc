// Rewrites test/go/golden-pending.txt from the current results: every golden program that does not
// pass yet is listed, every passing one is dropped. Prints the pass count.
//   node scripts/update-golden-pending.ts [--quiet]
import { writeFileSync } from 'node:fs';
import { runGoldenPool } from '../test/go/golden-pool.ts';
import { listGoldenPrograms, PENDING_FILE } from '../test/go/golden-run.ts';

const quiet = process.argv.includes('--quiet');
const programs = listGoldenPrograms();
const failing: string[] = [];
let runs = 0;
let runsPassing = 0;
let errors = 0;
let firstLines = 0;
const started = performance.now();
const outcomes = await runGoldenPool(programs);
for (const name of programs) {
  const r = outcomes.get(name)!;
  if (!r.pass) failing.push(name);
  if (r.kind === 'run') {
    runs++;
    if (r.pass) runsPassing++;
  } else {
    errors++;
    if (r.firstErrorLineMatches) firstLines++;
  }
  if (!quiet) process.stdout.write(`${r.pass ? 'pass' : 'FAIL'} ${name}\n`);
}
const header = [
  '# Golden programs (test/go/testdata) that oplab does not run exactly like real Go yet.',
  '# They run as expected failures in test/go/golden.test.ts. Regenerate with:',
  '#   node scripts/update-golden-pending.ts',
];
writeFileSync(PENDING_FILE, `${[...header, ...failing].join('\n')}\n`);
const secs = ((performance.now() - started) / 1000).toFixed(1);
const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
process.stdout.write(
  `${programs.length - failing.length}/${programs.length} golden programs pass (${secs}s)\n` +
    `  programs that build: ${runsPassing}/${runs} print exactly what Go prints (${pct(runsPassing, runs)}; issue 3 target 97%)\n` +
    `  programs that do not build: first error line equals gc's in ${firstLines}/${errors} (${pct(firstLines, errors)}; target 90%)\n`,
);
