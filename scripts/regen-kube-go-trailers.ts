// Regenerates the `// Output:` trailers of the Go programs in test/kube/conformance-go/testdata
// (guestbook/cmd/*/main.go) by running each program against the simulated cluster exactly as
// test/kube/conformance-go/checklist.test.ts runs it. No real cluster is at hand to record them
// from, so a trailer pins the program's whole output against regressions; the strings that must be
// the real API server's and controller-runtime's are asserted line by line in checklist.test.ts,
// from their sources. Review the diff a run makes before committing it.
//
//   node scripts/regen-kube-go-trailers.ts [--check] [DIR ...]
//
// --check compares instead of writing and exits 1 when a trailer is stale.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// Registered before the engine loads: it imports its Go sources as `.go?raw` text.
import '../src/cli/text-imports.ts';

const { loadProject, runProjectFiles } = await import('../test/kube/conformance-go/helpers.ts');
const { grantGuestbookGetInDefault } = await import('../test/kube/conformance-go/rbac-setup.ts');

const CMD = resolve(import.meta.dirname, '..', 'test/kube/conformance-go/testdata/guestbook/cmd');
const MARK = '\n// Output:\n';

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.filter((a) => !a.startsWith('--'));
const dirs = readdirSync(CMD)
  .filter((d) => only.length === 0 || only.includes(d))
  .sort();

const project = loadProject('guestbook');
let stale = 0;
for (const dir of dirs) {
  const file = join(CMD, dir, 'main.go');
  const src = readFileSync(file, 'utf8');
  const r = runProjectFiles(project, {
    dir: `cmd/${dir}`,
    setup: dir === 'rbac' ? grantGuestbookGetInDefault : undefined,
  });
  if (r.exitCode !== 0 || r.stderr !== '') {
    console.error(`cmd/${dir}: exit ${r.exitCode}\n${r.stderr}`);
    process.exitCode = 1;
    continue;
  }
  const lines = r.stdout.endsWith('\n') ? r.stdout.slice(0, -1).split('\n') : r.stdout.split('\n');
  const trailer = `${MARK}${lines.map((l) => (l === '' ? '//' : `// ${l}`)).join('\n')}\n`;
  const i = src.indexOf(MARK);
  const next = `${i < 0 ? src.replace(/\n*$/, '\n') : src.slice(0, i)}${trailer}`;
  if (next === src) continue;
  stale++;
  if (check) console.error(`cmd/${dir}/main.go: trailer is stale`);
  else {
    writeFileSync(file, next);
    console.log(`cmd/${dir}/main.go: trailer written`);
  }
}
if (check && stale > 0) process.exitCode = 1;
