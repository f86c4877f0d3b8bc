// go test against go1.23.5: each module in testdata/gotest runs the commands of NAME.commands, and
// NAME.golden holds real go's stdout, exit status and -coverprofile file for them
// (scripts/regen-gotest-golden.sh, which masks durations and benchmark figures as mask does here).
// Coverage: the blocks, their statement counts, the counts themselves (-covermode=count) and the
// percentages must all be gc's. Benchmarks: the lines, names, padding, b.N with -benchtime Nx,
// sub-benchmarks, logs, failures and metrics; the timings follow the simulation's cost model.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goTest, parseTestArgs } from '../../src/shell/commands/go/test.ts';

const base = join(import.meta.dirname, 'testdata', 'gotest');

function tree(root: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of readdirSync(join(root, rel))) {
    const p = rel ? `${rel}/${n}` : n;
    if (statSync(join(root, p)).isDirectory()) Object.assign(out, tree(root, p));
    else if (n.endsWith('.go') || n === 'go.mod') out[p] = readFileSync(join(root, p), 'utf8');
  }
  return out;
}

const mask = (s: string) =>
  s
    .replace(/\t\d+\.\d{3}s/g, '\tN.NNNs')
    .replace(/\(\d+\.\d{2}s\)/g, '(N.NNs)')
    .replace(/\t *[0-9.]+ (ns\/op|MB\/s|B\/op|allocs\/op)/g, '\tX $1')
    .replace(/^cpu: .*/gm, 'cpu: CPU');

interface Case {
  dir: string;
  args: string;
  want: string;
  profile?: string;
}

function cases(name: string): Case[] {
  const text = readFileSync(join(base, `${name}.golden`), 'utf8');
  const out: Case[] = [];
  for (const part of text.split(/^### (?=[^\n]*: )/m).slice(1)) {
    const nl = part.indexOf('\n');
    const head = part.slice(0, nl);
    const [body, profile] = part.slice(nl + 1).split(/^### \S+\n/m);
    const colon = head.indexOf(': ');
    out.push({ dir: head.slice(0, colon), args: head.slice(colon + 2), want: body, profile });
  }
  return out;
}

const modules = readdirSync(base)
  .filter((n) => n.endsWith('.golden'))
  .map((n) => n.slice(0, -'.golden'.length));

describe.each(modules)('go test on testdata/gotest/%s', (name) => {
  const files = tree(join(base, name));
  it.each(cases(name))('$dir: go test $args', ({ dir, args, want, profile }) => {
    const t = parseTestArgs(args.split(' '));
    if ('error' in t) throw new Error(t.error);
    const r = goTest(files, t, `/src/${name}`, t.packages.length === 0 ? { localDir: dir } : {});
    expect(`${mask(r.stdout)}exit ${r.exitCode}\n`).toBe(want);
    expect(r.coverProfile).toBe(profile);
  });
});
