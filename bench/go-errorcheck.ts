// The checker against Go's own compile-error tests: every `// errorcheck` program (no flags) of the
// machine's Go distribution test directory (go1.23's GOROOT/test, its fixedbugs, typeparam, chan and
// interface folders), type-checked in this process as `go build` would (checkGo, a library package so
// that every diagnostic is kept). A program passes when each error we report sits on a line with an
// `// ERROR "regexp"` that matches its message and each such line up to the last is reported (the
// method of go's test/run.go errorCheck, messages only). Not a timed benchmark: a conformance figure.
// `missing function body` is left out of both sides (errorcheck compiles without -complete).
//
//   node bench/go-errorcheck.ts [--list] [--dir /usr/lib/go-1.23/test]
//
// Prints pass / fail / crash (a JavaScript error or a load failure) / built (we accepted a program gc
// rejects); --list names every program that does not pass with its first differences.
import '../src/cli/text-imports.ts';

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const { checkGo } = await import('../src/go/index.ts');

const argv = process.argv.slice(2);
const dirAt = argv.indexOf('--dir');
const ROOT = dirAt >= 0 ? argv[dirAt + 1] : '/usr/lib/go-1.23/test';
const list = argv.includes('--list');
if (!existsSync(ROOT)) {
  console.error(`no Go test directory at ${ROOT} (install golang-1.23-go, or pass --dir)`);
  process.exit(2);
}

/** Go's regexp syntax as far as the tests use it, in JavaScript's. */
function goRegExp(p: string): RegExp | null {
  try {
    return new RegExp(p.replace(/\(\?s\)/g, ''));
  } catch {
    return null;
  }
}

/** The expected errors: line -> patterns (`// ERROR "a" "b"`, `LINE+1` offsets). */
function expectations(src: string): Map<number, RegExp[]> {
  const out = new Map<number, RegExp[]>();
  src.split('\n').forEach((line, i) => {
    const m = /\/\/ (?:GC_)?ERROR (.*)$/.exec(line);
    if (m === null) return;
    let rest = m[1];
    let at = i + 1;
    const offset = /^LINE([+-]\d+)?\s*/.exec(rest);
    if (offset !== null) {
      at += Number(offset[1] ?? 0);
      rest = rest.slice(offset[0].length);
    }
    const patterns = [...rest.matchAll(/"((?:[^"\\]|\\.)*)"|`([^`]*)`/g)]
      .map((q) => (q[1] !== undefined ? q[1].replace(/\\"/g, '"').replace(/\\\\/g, '\\') : q[2]))
      .map(goRegExp)
      .filter((x): x is RegExp => x !== null);
    out.set(at, [...(out.get(at) ?? []), ...patterns]);
  });
  return out;
}

const tally = { pass: 0, fail: 0, crash: 0, built: 0 };
const notes: string[] = [];
for (const sub of ['', 'fixedbugs', 'typeparam', 'chan', 'interface']) {
  const dir = join(ROOT, sub);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.go')) continue;
    const src = readFileSync(join(dir, name), 'utf8');
    if (src.split('\n')[0].trim() !== '// errorcheck') continue;
    const id = sub === '' ? name : `${sub}/${name}`;
    let r: { ok: boolean; stderr: string; diagnostics: { line: number; msg: string }[] };
    try {
      r = checkGo({ files: [{ name, src }], library: true, target: { kind: 'files', files: [name] } });
    } catch (e) {
      tally.crash++;
      notes.push(`crash ${id}: ${String(e).slice(0, 160)}`);
      continue;
    }
    if (r.ok) {
      tally.built++;
      notes.push(`built ${id}`);
      continue;
    }
    const errs = r.diagnostics.filter((d) => d.msg !== 'missing function body');
    if (errs.length === 0) {
      tally.crash++;
      notes.push(`load ${id}: ${r.stderr.split('\n')[0].slice(0, 160)}`);
      continue;
    }
    const want = expectations(src);
    const why: string[] = [];
    for (const e of errs)
      if (!(want.get(e.line) ?? []).some((p) => p.test(e.msg))) why.push(`unexpected ${e.line}: ${e.msg}`);
    for (const [line, patterns] of want)
      if (!errs.some((e) => e.line === line)) why.push(`missing ${line}: ${patterns.map(String).join(' ')}`);
    if (why.length === 0) tally.pass++;
    else {
      tally.fail++;
      notes.push(`fail ${id}: ${why.slice(0, 2).join(' | ').slice(0, 240)}`);
    }
  }
}
const total = tally.pass + tally.fail + tally.crash + tally.built;
console.log(`go errorcheck programs of ${ROOT}: ${total}`);
console.log(
  `pass ${tally.pass} (${((100 * tally.pass) / total).toFixed(1)}%), fail ${tally.fail}, crash/load ${tally.crash}, built ${tally.built}`,
);
if (list) for (const n of notes) console.log(n);
