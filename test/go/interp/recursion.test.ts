// Recursion as deep as Go allows: calls past a few hundred frames leave the JS stack for a
// trampoline (src/go/interp/rt/deep.ts, gen.ts goroutineTrampoline), so a recursive walk of a long
// list works in plain and goroutine programs, panics and defers unwind through trampolined frames,
// and only unbounded recursion stops, at the depth limit, with gc's stack-overflow report.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMORY_BUDGET } from '../../../src/go/index.ts';
import { defaultMaxDepth } from '../../../src/go/interp/state.ts';
import { runGo } from './harness.ts';

const walk = (n: number, goroutine: boolean) => `package main

import "fmt"

type Node struct {
	v    int
	next *Node
}

func walk(n *Node) int {
	if n == nil {
		return 0
	}
	return n.v + walk(n.next)
}

func main() {
	var head *Node
	for i := 1; i <= ${n}; i++ {
		head = &Node{v: i, next: head}
	}
	${goroutine ? 'done := make(chan int)\n\tgo func() { done <- walk(head) }()\n\tfmt.Println(<-done)' : 'fmt.Println(walk(head))'}
}
`;

describe('deep recursion', () => {
  it('walks a 100,000-node list recursively', () => {
    const r = runGo(walk(100_000, false), { maxDepth: 1_000_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('5000050000\n');
  });

  it('walks a 3,000-node list recursively inside a goroutine', () => {
    const r = runGo(walk(3000, true), { maxDepth: 1_000_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('4501500\n');
  });

  it('recurses through interface methods, closures and defers as go run does', () => {
    // Output recorded with go1.23.5 (go run deep.go).
    const src = readFileSync(join(import.meta.dirname, 'programs-deep', 'deep.go'), 'utf8');
    const r = runGo(src, { maxDepth: 1_000_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('200010000\nrecovered: deep [0 8000 16000 24000]\n12000\n16000\n');
  });

  it('recurses a million calls deep under the default memory budget, as go1.23 does', () => {
    // go1.23.5 prints 1000000 (its stack: ~100 MB of the 1 GB limit). The depth limit the budget
    // gives leaves room for it, and the trampolined frames fit in the test worker's heap.
    const maxDepth = defaultMaxDepth(DEFAULT_MEMORY_BUDGET);
    expect(maxDepth).toBeGreaterThan(1_000_002);
    const r = runGo(
      'package main\n\nimport "fmt"\n\nfunc f(n int) int {\n\tif n == 0 {\n\t\treturn 0\n\t}\n\treturn f(n-1) + 1\n}\n\nfunc main() {\n\tfmt.Println(f(1000000))\n}\n',
      { maxDepth, memoryBudget: DEFAULT_MEMORY_BUDGET },
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('1000000\n');
    expect(r.exitCode).toBe(0);
  }, 180_000);

  it('walks a million-deep list with the recursive call in range and for loops, as go run does', () => {
    // Output recorded with go1.23.5 (go run list.go). Past the JS stack each pending call is a
    // flat frame (src/go/interp/flat.ts), loops and all.
    const src = readFileSync(join(import.meta.dirname, 'programs-deep', 'list.go'), 'utf8');
    const r = runGo(src, {
      maxDepth: defaultMaxDepth(DEFAULT_MEMORY_BUDGET),
      memoryBudget: DEFAULT_MEMORY_BUDGET,
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('500000500000\n500000500000 500000\n');
    expect(r.exitCode).toBe(0);
  }, 180_000);

  it('reports unbounded recursion as gc does, frames elided past 100', () => {
    const r = runGo(
      'package main\n\nfunc f(n int) int {\n\treturn f(n+1) + 1\n}\n\nfunc main() {\n\tprintln(f(0))\n}\n',
      {
        maxDepth: 20_000,
      },
    );
    const lines = r.stderr.split('\n');
    // go1.23's report: the runtime's stack (throw, newstack, morestack) with addresses 0 here.
    expect(lines.slice(0, 14)).toEqual([
      'runtime: goroutine stack exceeds 1000000000-byte limit',
      'runtime: sp=0x0 stack=[0x0, 0x0]',
      'fatal error: stack overflow',
      '',
      'runtime stack:',
      'runtime.throw({0x0?, 0x0?})',
      '\t/usr/local/go/src/runtime/panic.go:1067 +0x0 fp=0x0 sp=0x0 pc=0x0',
      'runtime.newstack()',
      '\t/usr/local/go/src/runtime/stack.go:1117 +0x0 fp=0x0 sp=0x0 pc=0x0',
      'runtime.morestack()',
      '\t/usr/local/go/src/runtime/asm_amd64.s:621 +0x0 fp=0x0 sp=0x0 pc=0x0',
      '',
      'goroutine 1 gp=0x0 m=0 mp=0x0 [running]:',
      'main.f(...)',
    ]);
    // The call that did not fit is at f's entry (line 3), its callers at the recursive call.
    expect(lines[14]).toBe('\tmain.go:3 +0x0');
    expect(lines[16]).toBe('\tmain.go:4 +0x0');
    // 20,000 frames of f and main.main: 50 innermost, the rest elided, 50 outermost.
    expect(lines[13 + 100]).toBe('...19901 frames elided...');
    expect(lines.slice(-3)).toEqual(['main.main()', '\tmain.go:8 +0x0', '']);
    expect(lines.length).toBe(13 + 200 + 1 + 1);
    expect(r.exitCode).toBe(2);
  });

  it('reports unbounded recursion in a goroutine with its goroutine number', () => {
    const r = runGo(
      'package main\n\nfunc f(n int) int {\n\treturn f(n+1) + 1\n}\n\nfunc main() {\n\tdone := make(chan int)\n\tgo func() { done <- f(0) }()\n\t<-done\n}\n',
      { maxDepth: 5000 },
    );
    expect(r.stderr).toContain(
      'asm_amd64.s:621 +0x0 fp=0x0 sp=0x0 pc=0x0\n\ngoroutine 2 gp=0x0 m=0 mp=0x0 [running]:\nmain.f(...)\n',
    );
    expect(r.stderr).toContain('...4901 frames elided...');
    expect(r.exitCode).toBe(2);
  });
});
