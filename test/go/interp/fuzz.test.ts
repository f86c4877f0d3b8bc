// Whole-pipeline mutation fuzzing: golden programs with deterministic token swaps, deletions,
// duplications and truncations go through parser, checker, compiler and interpreter. Every run must
// end as Go would end one (a build failure, a clean exit, a panic, a fatal error or the step budget),
// never with a JavaScript exception or an "internal error" of the tool, and within its budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { Scanner } from '../../../src/go/syntax/scanner.ts';
import { T } from '../../../src/go/syntax/token.ts';
import { splitTrailer } from '../golden-trailer.ts';

const TESTDATA = join(import.meta.dirname, '..', 'testdata');

// mulberry32: seeded, so every run mutates identically.
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Span {
  from: number;
  to: number;
  /** 'int' for integer literals, 'op' for + - * / % & | ^ operators, '' otherwise. */
  kind: 'int' | 'op' | '';
}

function tokenSpans(src: string): Span[] {
  const spans: Span[] = [];
  const sc = new Scanner(src, () => {});
  for (;;) {
    sc.next();
    if (sc.tok === T.EOF) break;
    if (sc.eoff <= sc.toff) continue;
    const text = src.slice(sc.toff, sc.eoff);
    const kind =
      sc.tok === T.Literal && /^[0-9]+$/.test(text)
        ? 'int'
        : (sc.tok === T.Operator || sc.tok === T.Star) && /^[-+*/%&|^]$/.test(text)
          ? 'op'
          : '';
    spans.push({ from: sc.toff, to: sc.eoff, kind });
  }
  return spans;
}

const INTS = ['0', '1', '-1', '3', '255', '1 << 40', '9007199254740993'];
const OPS = ['+', '-', '*', '/', '%', '&', '|', '^'];

/**
 * One mutation: half of them keep the program well-formed (another integer literal, another
 * arithmetic operator) so that the interpreter, not only the front end's error paths, is exercised.
 */
function mutate(src: string, spans: Span[], rnd: () => number): string {
  const pickOf = (xs: readonly Span[]) => xs[Math.floor(rnd() * xs.length)];
  const replace = (sp: Span, text: string) => src.slice(0, sp.from) + text + src.slice(sp.to);
  const r = rnd();
  if (r < 0.5) {
    const kind = r < 0.3 ? 'int' : 'op';
    const candidates = spans.filter((sp) => sp.kind === kind);
    if (candidates.length > 0) {
      const list = kind === 'int' ? INTS : OPS;
      return replace(pickOf(candidates), list[Math.floor(rnd() * list.length)]);
    }
  }
  const a = pickOf(spans);
  switch (Math.floor(rnd() * 4)) {
    case 0: {
      const b = pickOf(spans);
      if (a.from === b.from) return src;
      const [x, y] = a.from < b.from ? [a, b] : [b, a];
      if (x.to > y.from) return src;
      return (
        src.slice(0, x.from) +
        src.slice(y.from, y.to) +
        src.slice(x.to, y.from) +
        src.slice(x.from, x.to) +
        src.slice(y.to)
      );
    }
    case 1:
      return src.slice(0, a.from) + src.slice(a.to);
    case 2:
      return src.slice(0, a.to) + src.slice(a.from, a.to) + src.slice(a.to);
    default:
      return src.slice(0, a.from + Math.floor(rnd() * (src.length - a.from)));
  }
}

const seeds = readdirSync(TESTDATA)
  .filter((n) => n.endsWith('.go'))
  .sort()
  .filter((_, i) => i % 5 === 0)
  .map((n) => ({ name: n, src: splitTrailer(readFileSync(join(TESTDATA, n), 'utf8')).program }));

describe('fuzzing the whole toolchain (parse, check, compile, run)', () => {
  it('ends every mutated program the way Go could, never with a tool error', () => {
    const rnd = prng(20261201);
    const spans = seeds.map((s) => tokenSpans(s.src));
    const failures: string[] = [];
    let built = 0;
    for (let k = 0; k < 400; k++) {
      const i = Math.floor(rnd() * seeds.length);
      const src = mutate(seeds[i].src, spans[i], rnd);
      // CPU time, not wall-clock time: on a shared machine the queue for a core is not the program's.
      const t0 = process.cpuUsage();
      let r: ReturnType<typeof runGo>;
      try {
        r = runGo({ files: [{ name: 'main.go', src }], stepBudget: 200_000, maxDepth: 2000 });
      } catch (e) {
        failures.push(`${seeds[i].name} #${k}: threw ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      const cpu = process.cpuUsage(t0);
      const ms = (cpu.user + cpu.system) / 1000;
      if (r.stage === 'run') built++;
      if (/internal (compiler )?error|fatal error: interpreter:/.test(r.stderr))
        failures.push(
          `${seeds[i].name} #${k}: ${r.stderr.split('\n').find((l) => /internal|interpreter/.test(l))}`,
        );
      if (ms > 5000) failures.push(`${seeds[i].name} #${k}: took ${ms.toFixed(0)} ms of CPU`);
    }
    expect(failures).toEqual([]);
    // The mutations must also exercise the interpreter, not only the front end's error paths.
    expect(built).toBeGreaterThan(60);
  }, 120_000);

  it('reports allocations beyond the JS engine as Go does (panic or out of memory), not as a crash', () => {
    const run = (body: string) =>
      runGo({
        files: [
          {
            name: 'main.go',
            src: `package main\n\nimport "strings"\n\nvar _ = strings.Repeat\n\nfunc main() {\n\tn := 1\n\t_ = n\n${body}\n}\n`,
          },
        ],
      });
    const huge = run('\t_ = make([]int, n<<40)');
    expect(huge.exitCode).toBe(2);
    expect(huge.stderr).toMatch(/^fatal error: runtime: out of memory\n/);
    const overflow = run('\t_ = make([]int, n<<60)');
    expect(overflow.stderr).toMatch(/^panic: runtime error: makeslice: len out of range\n/);
    const capOverflow = run('\t_ = make([]int, 1, n<<60)');
    expect(capOverflow.stderr).toMatch(/^panic: runtime error: makeslice: cap out of range\n/);
    const str = run('\ts := "ab"\n\tfor i := 0; i < 40; i++ {\n\t\ts += s\n\t}\n\tprintln(len(s))');
    expect(str.exitCode).toBe(2);
    expect(str.stderr).toMatch(/^fatal error: runtime: out of memory\n/);
  });
});
