// Regenerates the `// Output:` trailers of test/kube/gopkg/testdata/cron-v1.go and cron-v3.go from
// REAL Go running the REAL github.com/robfig/cron (v1.2.0 and v3.0.1): the simulator's packages
// (src/kube/gopkg/cron) are written from the module's behaviour, and these trailers are what pins
// them to it. Needs a Go toolchain (scripts/regen-go-golden.sh says how to install one) and a clone
// of the module's repository (no module proxy is used):
//
//   git clone https://github.com/robfig/cron /tmp/robfig-cron
//   node scripts/regen-cron-golden.ts /tmp/robfig-cron [--check]
//
// Each program runs in a throwaway module whose go.mod replaces the module with `git archive` of its
// tag, with HOME, GOCACHE and GOPATH inside that directory and GOPROXY=off.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const check = args.includes('--check');
const repo = args.find((a) => !a.startsWith('--'));
if (repo === undefined || !existsSync(repo)) {
  console.error('usage: node scripts/regen-cron-golden.ts ROBFIG_CRON_CLONE [--check]');
  process.exit(2);
}
const go = process.env.GO ?? (existsSync('/usr/lib/go-1.23/bin/go') ? '/usr/lib/go-1.23/bin/go' : 'go');
const TESTDATA = resolve(import.meta.dirname, '..', 'test/kube/gopkg/testdata');
const MARK = '\n// Output:\n';

const programs = [
  { file: 'cron-v1.go', module: 'github.com/robfig/cron', tag: 'v1.2.0', goMod: true },
  { file: 'cron-v3.go', module: 'github.com/robfig/cron/v3', tag: 'v3.0.1', goMod: false },
];

let stale = 0;
for (const p of programs) {
  const dir = mkdtempSync(join(tmpdir(), 'regen-cron-'));
  try {
    const src = join(dir, 'src');
    mkdirSync(src);
    const archive = execFileSync('git', ['-C', repo, 'archive', p.tag]);
    execFileSync('tar', ['-x', '-C', src], { input: archive });
    // v1.2.0 predates modules: give it the go.mod a replace target needs.
    if (p.goMod) writeFileSync(join(src, 'go.mod'), `module ${p.module}\n`);
    const prog = join(dir, 'prog');
    mkdirSync(prog);
    const file = join(TESTDATA, p.file);
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf(MARK);
    const body = at < 0 ? text : text.slice(0, at + 1);
    writeFileSync(join(prog, 'main.go'), body);
    writeFileSync(
      join(prog, 'go.mod'),
      `module example.com/prog\n\ngo 1.22\n\nrequire ${p.module} ${p.tag}\n\nreplace ${p.module} => ../src\n`,
    );
    const r = spawnSync(go, ['run', '.'], {
      cwd: prog,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: join(dir, 'home'),
        GOCACHE: join(dir, 'cache'),
        GOPATH: join(dir, 'gopath'),
        GOFLAGS: '-mod=mod',
        GOPROXY: 'off',
        GOTOOLCHAIN: 'local',
      },
    });
    if (r.status !== 0) {
      console.error(`${p.file}: go run failed (${r.status})\n${r.stderr}`);
      process.exitCode = 1;
      continue;
    }
    const lines = r.stdout.endsWith('\n') ? r.stdout.slice(0, -1).split('\n') : r.stdout.split('\n');
    const next = `${body.replace(/\n*$/, '\n')}${MARK}${lines.map((l) => (l === '' ? '//' : `// ${l}`)).join('\n')}\n`;
    if (next === text) continue;
    stale++;
    if (check) console.error(`${p.file}: trailer is stale`);
    else {
      writeFileSync(file, next);
      console.log(`${p.file}: trailer written`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (check && stale > 0) process.exitCode = 1;
