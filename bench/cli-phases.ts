// Where a cold `oplab grade EXERCISE --solution` spends its CPU, by phase: a copy of the prebuilt grade
// script (scripts/bundle-cli.ts, the CommonJS file the bin runs through packages/cli/code-cache.js)
// with `process.cpuUsage()` around a few of its functions, run as the bin runs it (the same V8 flags,
// a code cache of its own made by one untimed run first). Milliseconds of process CPU, the GC's helper
// threads included (so phases overlap what the GC does for them), medians of N cold processes. Needs
// a fresh prebuilt CLI (node scripts/bundle-cli.ts). Sessions 18, 24 and 27 made such copies by hand.
//   node bench/cli-phases.ts [--runs N] EXERCISE ...
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WRAPPER_HEAD } from '../packages/cli/code-cache.js';
import { freshCliFor } from '../packages/cli/fresh.js';

const ROOT = resolve(import.meta.dirname, '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'oplab');
const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 5;
const exercises = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--runs');
if (exercises.length === 0) exercises.push('scope-get');

// Timed functions (inclusive; a nested call of the same function counts once).
const TIMED = [
  'loadGoSnapshot',
  'gradeExercise',
  'generateManifests',
  'newKubeEnv',
  'applyObject',
  'buildProgram',
  'initialise',
  'runBuilt',
];

const { script } = freshCliFor(CACHE, ROOT, 'grade');
if (script === undefined) {
  console.error('no fresh prebuilt grade script: node scripts/bundle-cli.ts');
  process.exit(2);
}
// Beside the original, so that what it reads relative to its own file (the Go texts) is found.
const copy = join(CACHE, 'cli', `phases-${process.pid}.cjs`);
const driver = join(CACHE, `phases-${process.pid}.mjs`);
const prelude =
  'var __P={};var __Pin={};var __Pcpu=()=>{const u=process.cpuUsage();return(u.user+u.system)/1000};' +
  'var __Pstart=__Pcpu();function __PT(n,f){if(__Pin[n])return f();__Pin[n]=1;const c=__Pcpu();' +
  'try{return f()}finally{__Pin[n]=0;__P[n]=(__P[n]??0)+__Pcpu()-c}}' +
  "process.on('exit',()=>process.stderr.write('\\nPHASES '+JSON.stringify({start:__Pstart,total:__Pcpu(),...__P})+'\\n'));";
let text = readFileSync(script, 'utf8');
for (const name of TIMED) {
  const re = new RegExp(`(?<![\\w$.])function ${name}\\(`);
  if (!re.test(text)) throw new Error(`the grade script has no function ${name}: update TIMED`);
  text = text.replace(
    re,
    `function ${name}(...a){return __PT(${JSON.stringify(name)},()=>${name}$phases.apply(this,a))}function ${name}$phases(`,
  );
}
// Inside the CommonJS wrapper the file carries (packages/cli/code-cache.js), as its first statements.
writeFileSync(
  copy,
  text.startsWith(WRAPPER_HEAD) ? WRAPPER_HEAD + prelude + text.slice(WRAPPER_HEAD.length) : prelude + text,
);
const url = (p: string) => JSON.stringify(pathToFileURL(p).href);
writeFileSync(
  driver,
  [
    `import { tieringFlags } from ${url(join(ROOT, 'packages/cli/tiering.js'))};`,
    `import { runWithCodeCache } from ${url(join(ROOT, 'packages/cli/code-cache.js'))};`,
    `const flags = tieringFlags('grade');`,
    `if (flags !== undefined) (await import('node:v8')).setFlagsFromString(flags);`,
    `(await import('node:module')).enableCompileCache?.(${JSON.stringify(join(CACHE, 'v8'))});`,
    `runWithCodeCache(${JSON.stringify(copy)}, ${JSON.stringify(`${copy}.${process.version}.v8cache`)});`,
  ].join('\n'),
);

function once(exercise: string): Record<string, number> {
  const r = spawnSync(process.execPath, [driver, 'grade', exercise, '--solution'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  const line = r.stderr.split('\n').find((l) => l.startsWith('PHASES '));
  if (line === undefined) throw new Error(`grade ${exercise} failed: ${r.stderr.slice(0, 500)}`);
  const p = JSON.parse(line.slice('PHASES '.length)) as Record<string, number>;
  const get = (k: string) => p[k] ?? 0;
  return {
    'Node, the bin, the code cache': get('start'),
    'the Kubernetes snapshot': get('loadGoSnapshot'),
    'the scenarios': get('gradeExercise'),
    '  set-up (manifests, API server, objects)':
      get('generateManifests') + get('newKubeEnv') + get('applyObject'),
    '  build': get('buildProgram'),
    "  the packages' initialisers": get('initialise'),
    "  main (the manager's run)": get('runBuilt') - get('initialise'),
    'the rest (module init, checks, report, exit)':
      get('total') - get('start') - get('loadGoSnapshot') - get('gradeExercise'),
    total: get('total'),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const cols = new Map<string, Map<string, number[]>>();
  for (const e of exercises) {
    once(e); // writes the copy's code cache (or finds it)
    cols.set(e, new Map());
  }
  for (let k = 0; k < RUNS; k++)
    for (const e of exercises)
      for (const [phase, ms] of Object.entries(once(e))) {
        const col = cols.get(e)!;
        col.set(phase, [...(col.get(phase) ?? []), ms]);
      }
  const phases = [...cols.get(exercises[0])!.keys()];
  const width = Math.max(...phases.map((p) => p.length));
  console.log(
    `grade EXERCISE --solution, ms of process CPU, medians of ${RUNS} cold processes (interleaved)\n`,
  );
  console.log(`${'phase'.padEnd(width)}  ${exercises.map((e) => e.padStart(12)).join('  ')}`);
  for (const p of phases)
    console.log(
      `${p.padEnd(width)}  ${exercises.map((e) => median(cols.get(e)!.get(p)!).toFixed(0).padStart(12)).join('  ')}`,
    );
} finally {
  rmSync(copy, { force: true });
  rmSync(`${copy}.${process.version}.v8cache`, { force: true });
  rmSync(driver, { force: true });
}
