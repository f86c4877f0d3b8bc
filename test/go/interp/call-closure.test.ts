// A registry package's call facts once settled (src/go/interp/gen.ts computeCallFacts): which of its
// functions may park a goroutine and which may run long, kept with the package (`callClosure`) so
// that a later build takes them instead of following the standard and Kubernetes packages' call
// graph again. What is kept must be what the fixpoints mean, so it is held here against a naive
// reading of the same facts: a function blocks if it blocks by itself or calls, directly or in a
// go statement, a function that blocks; it runs long if it loops, is on a cycle of plain static
// calls, or calls one that runs long.
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../../src/go/build/build.ts';
import { defaultPhases } from '../../../src/go/build/default.ts';
import { hasKeptFact, keptFacts } from '../../../src/go/types/kept.ts';

interface CallFacts {
  self: object[];
  loops: object[];
  calls: object[];
  goCalls: object[];
}
interface CallClosure {
  blocking: object[];
  long: object[];
}

const program = (body: string) => `package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

func main() {
	var wg sync.WaitGroup
	var mu sync.Mutex
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	out := []string{}
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mu.Lock()
			out = append(out, fmt.Sprint(i))
			mu.Unlock()
		}()
	}
	wg.Wait()
	<-ctx.Done()
	${body}
	sort.Strings(out)
	fmt.Println(strings.Join(out, ","), len(out), ctx.Err())
}
`;

function build(src: string) {
  const built = buildProgram(
    { sources: [{ name: 'main.go', src }], target: { kind: 'files', files: ['main.go'] } },
    defaultPhases,
  );
  if (!built.ok) throw new Error(built.stderr);
  return built;
}

function run(src: string): string {
  const built = build(src);
  let out = '';
  defaultPhases.run(built.program!, {
    stdout: (s: string) => {
      out += s;
    },
    stderr: (s: string) => {
      out += s;
    },
    env: {},
    args: ['main'],
  });
  return out;
}

describe('a registry package settled call facts', () => {
  it('are kept after a goroutine program is built, and are what its call graph means', () => {
    const built = build(program(''));
    const registry = built.units.filter((u) => u.path !== 'main');
    // Every registry package the program links, with the facts its bodies gave.
    const facts = new Map<object, CallFacts>();
    for (const u of registry) {
      const f = keptFacts(u.info)?.get('callFacts') as CallFacts | undefined;
      if (f !== undefined) facts.set(u.info, f);
    }
    expect(facts.size).toBeGreaterThan(5);
    const self = new Set<object>();
    const loops = new Set<object>();
    const callees = new Map<object, object[]>(); // caller -> callees (plain calls)
    const goCallees = new Map<object, object[]>(); // caller -> callees (go statements)
    const add = (m: Map<object, object[]>, caller: object, callee: object) => {
      const l = m.get(caller);
      if (l === undefined) m.set(caller, [callee]);
      else l.push(callee);
    };
    for (const f of facts.values()) {
      for (const fn of f.self) self.add(fn);
      for (const fn of f.loops) loops.add(fn);
      for (let i = 0; i < f.calls.length; i += 2) add(callees, f.calls[i + 1], f.calls[i]);
      for (let i = 0; i < f.goCalls.length; i += 2) add(goCallees, f.goCalls[i + 1], f.goCalls[i]);
    }
    /** Every function `fn` reaches through `edges` (not itself unless on a cycle). */
    const reach = (fn: object, edges: Map<object, object[]>[]) => {
      const seen = new Set<object>();
      const todo = edges.flatMap((m) => m.get(fn) ?? []);
      while (todo.length > 0) {
        const g = todo.pop()!;
        if (seen.has(g)) continue;
        seen.add(g);
        for (const m of edges) todo.push(...(m.get(g) ?? []));
      }
      return seen;
    };
    const blocks = (fn: object) =>
      self.has(fn) || [...reach(fn, [callees, goCallees])].some((g) => self.has(g));
    const onCycle = (fn: object) => reach(fn, [callees]).has(fn);
    const runsLong = (fn: object) =>
      loops.has(fn) || onCycle(fn) || [...reach(fn, [callees])].some((g) => loops.has(g) || onCycle(g));

    let checked = 0;
    for (const u of registry) {
      if (!facts.has(u.info)) continue;
      expect([u.path, hasKeptFact(u.info, 'callClosure')]).toEqual([u.path, true]);
      const closure = keptFacts(u.info)!.get('callClosure') as CallClosure;
      const f = facts.get(u.info)!;
      const named = new Set<object>([...f.self, ...f.loops]);
      for (let i = 1; i < f.calls.length; i += 2) named.add(f.calls[i]);
      for (let i = 1; i < f.goCalls.length; i += 2) named.add(f.goCalls[i]);
      const blocking = new Set(closure.blocking);
      const long = new Set(closure.long);
      for (const fn of named) {
        expect([u.path, (fn as { name?: string }).name, blocking.has(fn)]).toEqual([
          u.path,
          (fn as { name?: string }).name,
          blocks(fn),
        ]);
        expect([u.path, (fn as { name?: string }).name, long.has(fn)]).toEqual([
          u.path,
          (fn as { name?: string }).name,
          runsLong(fn),
        ]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  }, 120_000);

  it('serve a later build: programs built after them run as before', () => {
    // The first program's build settled the facts; this one's takes them as kept.
    const first = run(program(''));
    expect(first).toBe('0,1,2 3 context deadline exceeded\n');
    const later = run(
      program(`ch := make(chan int)
	go func() { for i := 0; i < 3; i++ { ch <- i }; close(ch) }()
	for v := range ch { out = append(out, fmt.Sprint(v*10)) }`),
    );
    expect(later).toBe('0,0,1,10,2,20 6 context deadline exceeded\n');
  }, 120_000);
});
