// Deterministic mutation fuzzing: truncations, token swaps, deletions, duplications and random bytes applied
// to valid and broken programs must never crash the syntax layer; every input yields a tree or a diagnostic,
// in bounded time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isExpr, isStmt, type Node } from '../../../src/go/syntax/ast.ts';
import { checkBranches } from '../../../src/go/syntax/branches.ts';
import { goBuildHeaderErrors } from '../../../src/go/syntax/header.ts';
import { parseFile } from '../../../src/go/syntax/parser.ts';
import { exprString, stmtString } from '../../../src/go/syntax/printer.ts';
import { Scanner } from '../../../src/go/syntax/scanner.ts';
import { T } from '../../../src/go/syntax/token.ts';
import { inspect } from '../../../src/go/syntax/walk.ts';

// mulberry32: a small seeded PRNG, so every run mutates identically
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

function tokenSpans(src: string): [number, number][] {
  const spans: [number, number][] = [];
  const sc = new Scanner(src, () => {});
  for (;;) {
    sc.next();
    if (sc.tok === T.EOF) break;
    if (sc.eoff > sc.toff) spans.push([sc.toff, sc.eoff]);
  }
  return spans;
}

const alphabet = [
  ...'{}()[];:,.=+-*/%&|^<>!~"\'`\\\n\t _0123456789abcxyzABC@#$?',
  '\u00e9',
  '\u20ac',
  '\ud83d\ude00',
  '\x00',
  '\ufeff',
  '\ud800',
  ' func ',
  ' := ',
  ' range ',
  '...',
  '<-',
  ' chan ',
  ' interface{',
  ' struct{',
  ' map[',
  ' case ',
  '/*',
  '//',
];

function mutate(src: string, rnd: () => number, spans: [number, number][]): string {
  const pick = (n: number): number => Math.floor(rnd() * n);
  const op = pick(6);
  if (op === 0 || spans.length < 2) return src.slice(0, pick(src.length + 1)); // truncate
  if (op === 1) {
    // swap two tokens (a later one first so offsets stay valid)
    let i = pick(spans.length);
    let j = pick(spans.length);
    if (i === j) return src;
    if (i > j) [i, j] = [j, i];
    const [a0, a1] = spans[i];
    const [b0, b1] = spans[j];
    return src.slice(0, a0) + src.slice(b0, b1) + src.slice(a1, b0) + src.slice(a0, a1) + src.slice(b1);
  }
  if (op === 2) {
    const [a, b] = spans[pick(spans.length)];
    return src.slice(0, a) + src.slice(b); // delete a token
  }
  if (op === 3) {
    const [a, b] = spans[pick(spans.length)];
    return src.slice(0, b) + ' ' + src.slice(a, b) + src.slice(b); // duplicate a token
  }
  let out = src;
  const n = 1 + pick(4);
  for (let k = 0; k < n; k++) {
    const at = pick(out.length + 1);
    const s = alphabet[pick(alphabet.length)];
    out = op === 4 ? out.slice(0, at) + s + out.slice(at) : out.slice(0, at) + s + out.slice(at + 1);
  }
  return out;
}

function exercise(src: string): void {
  const r = parseFile('fuzz.go', src);
  expect(r.file !== undefined || r.diagnostics.length > 0).toBe(true);
  for (const d of r.diagnostics) {
    expect(d.line).toBeGreaterThan(0);
    expect(d.col).toBeGreaterThan(0);
    expect(d.msg.length).toBeGreaterThan(0);
  }
  goBuildHeaderErrors('fuzz.go', src);
  if (r.file) {
    checkBranches(r.file);
    // A binary expression's left operand is printed as part of it: printing each link of a long
    // `a + b + ...` chain again would make this loop quadratic in the chain's length.
    const printed = new Set<Node>();
    inspect(r.file, (n) => {
      if (n.kind === 'BinaryExpr') printed.add(n.x);
      if (printed.has(n)) return true;
      if (isExpr(n)) exprString(n);
      else if (isStmt(n)) stmtString(n);
      return true;
    });
  }
}

const dir = import.meta.dirname;
const seeds = [
  readFileSync(join(dir, 'corpus', 'reconciler.go'), 'utf8'),
  ...readdirSync(join(dir, 'testdata'))
    .filter((f) => f.endsWith('.go'))
    .sort()
    .map((f) => readFileSync(join(dir, 'testdata', f), 'utf8')),
];

describe('fuzzing the syntax layer', () => {
  it('never throws on 3000 deterministic mutations and parses each in bounded time', () => {
    const rnd = prng(20261201);
    const spanCache = seeds.map(tokenSpans);
    let worst = 0;
    let total = 0;
    const count = 3000;
    for (let i = 0; i < count; i++) {
      // the realistic program gets half of the mutations
      const s = i % 2 === 0 ? 0 : 1 + Math.floor(rnd() * (seeds.length - 1));
      let src = mutate(seeds[s], rnd, spanCache[s]);
      if (rnd() < 0.2) src = mutate(src, rnd, tokenSpans(src)); // sometimes a second mutation
      const t0 = performance.now();
      exercise(src);
      const dt = performance.now() - t0;
      worst = Math.max(worst, dt);
      total += dt;
    }
    console.log(`fuzz: ${count} inputs, mean ${(total / count).toFixed(3)} ms, worst ${worst.toFixed(1)} ms`);
    expect(worst).toBeLessThan(1000);
    // A generous budget for the whole loop: CI shares 2 cores with every other suite.
  }, 120_000);

  it('survives pathological nesting and long inputs', () => {
    for (const n of [10, 1000, 50_000]) {
      exercise(`package p\nvar x = ${'('.repeat(n)}1${')'.repeat(n)}\n`);
      exercise(`package p\nfunc f() {${'{'.repeat(n)}`);
      exercise(`package p\nvar x = ${'[]'.repeat(n)}int{}\n`);
      exercise(`package p\nvar x = 1${' + 1'.repeat(n)}\n`);
      exercise(`package p\nvar x = ${'*'.repeat(n)}p\n`);
    }
    exercise('');
    exercise('\ufeff');
    exercise('package');
    exercise('package p; import (');
    exercise('package p\nimport ( } )\n');
    exercise('package p\nimport ( ] ; x . )\n');
  });
});
