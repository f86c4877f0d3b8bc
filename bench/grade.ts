// Grading speed: per exercise, the median time to grade the shipped solution, warm (after one
// untimed grade in the same process, so the toolchain's package caches are filled), as the site's
// worker would on the learner's second Check. Target: ≤ 50 ms each.
//   node bench/grade.ts [EXERCISE ...] [--runs N]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// Registered before the engine loads: it imports its Go sources as `.go?raw` text.
import '../src/cli/text-imports.ts';

const { gradeExercise } = await import('../src/grader/grade.ts');
const { loadExercise } = await import('../src/grader/load-exercise.ts');
const { gradeTerminal, terminalExercise, terminalExerciseIds } = await import('../src/grader/terminal.ts');

const TARGET_MS = 50;
const root = join(import.meta.dirname, '..', 'exercises');
const read = (p: string) => (existsSync(join(root, p)) ? readFileSync(join(root, p), 'utf8') : undefined);

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 7;
const wanted = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--runs');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

async function timeIt(fn: () => unknown): Promise<{ first: number; median: number; status: string }> {
  let t = performance.now();
  let status = String(((await fn()) as { status: string }).status);
  const first = performance.now() - t;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    t = performance.now();
    status = String(((await fn()) as { status: string }).status);
    times.push(performance.now() - t);
  }
  return { first, median: median(times), status };
}

const rows: string[] = [];
let over = 0;
const ids = [
  ...readdirSync(root).filter((d) => existsSync(join(root, d, 'exercise.yaml'))),
  ...terminalExerciseIds(),
]
  .filter((id) => wanted.length === 0 || wanted.includes(id))
  .sort();
console.log(
  `grade the shipped solution: first (cold) and median of ${runs} warm runs; target ≤ ${TARGET_MS} ms`,
);
for (const id of ids) {
  let fn: () => unknown;
  if (terminalExerciseIds().includes(id)) {
    const commands = terminalExercise(id).solution;
    fn = () => gradeTerminal(id, commands);
  } else {
    const l = loadExercise(id, read);
    if (!l.ok || l.exercise.kind !== 'code') {
      rows.push(`${id.padEnd(20)} could not load: ${l.ok ? 'not a code exercise' : l.errors[0]}`);
      continue;
    }
    const ex = { exercise: l.exercise, text: (p: string) => read(`${id}/${p}`) };
    const files = l.files('solution');
    fn = () => gradeExercise(ex, files);
  }
  const r = await timeIt(fn);
  const mark = r.median <= TARGET_MS ? 'ok' : 'OVER';
  if (r.median > TARGET_MS) over++;
  rows.push(
    `${id.padEnd(20)} ${r.status.padEnd(5)} first ${r.first.toFixed(0).padStart(6)} ms   median ${r.median.toFixed(1).padStart(7)} ms  ${mark}`,
  );
  console.log(rows.at(-1));
}
console.log(`${ids.length - over}/${ids.length} within ${TARGET_MS} ms`);
