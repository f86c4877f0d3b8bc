// Long else-if chains and long left-deep operator chains (generated code has thousands of arms or
// terms) compile and run as with gc: the parser, branch checks, type checker, analyses and compiled
// code take them in loops, so they never reach the JavaScript stack's limit. go1.23.5 compiles and
// runs every program here (5,000 arms/terms) with the outputs asserted. Nesting that is really
// nested (parentheses, blocks) past 1,000 levels is a clear syntax error, never a JavaScript error.
import { describe, expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';

function run(src: string) {
  return runGo({ files: [{ name: 'main.go', src }] });
}

const elseIf = (n: number, goroutine: boolean) => {
  let s = 'package main\n\nimport "fmt"\n\nfunc f(x int) int {\n\tif x == 0 {\n\t\treturn 0\n';
  for (let i = 1; i < n; i++) s += `\t} else if y := x * 2; y == ${2 * i} {\n\t\treturn y / 2\n`;
  s += '\t} else {\n\t\treturn -1\n\t}\n}\n\n';
  s += goroutine
    ? `func main() {\n\tc := make(chan int)\n\tgo func() { c <- f(${n - 1}) }()\n\tfmt.Println(<-c, f(${n}))\n}\n`
    : `func main() { fmt.Println(f(${n - 1}), f(${n}), f(7)) }\n`;
  return s;
};

const chain = (init: string, op: string, operand: string, n: number, print: string) =>
  `package main\n\nimport "fmt"\n\nfunc main() {\n\t${init}\n\tx := ${operand}${` ${op} ${operand}`.repeat(n - 1)}\n\tfmt.Println(${print})\n}\n`;

describe('long chains', () => {
  // Each arm opens a scope inside the previous one, so name lookups cost as the chain is long, in gc
  // too (go1.23.5 took longer than this here): ~3 s of CPU on a quiet machine, more under load.
  it('a 5,000-arm else-if chain with init statements (terminating: no missing return)', () => {
    const r = run(elseIf(5000, false));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('4999 -1 7\n');
  }, 120_000);

  it('a 2,000-arm chain in a goroutine (generator code)', () => {
    const r = run(elseIf(2000, true));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('1999 -1\n');
  }, 60_000);

  it('5,000-term sums, concatenations and && chains', () => {
    expect(run(chain('_ = 0', '+', '1', 5000, 'x')).stdout).toBe('5000\n');
    expect(run(chain('y := 1', '+', 'y', 5000, 'x')).stdout).toBe('5000\n');
    expect(run(chain('s := "ab"', '+', 's', 5000, 'len(x)')).stdout).toBe('10000\n');
    expect(run(chain('y := true', '&&', 'y', 5000, 'x')).stdout).toBe('true\n');
    // untyped non-constant operands (comparisons) typed at the end of the chain
    expect(run(chain('a, b := 1, 2', '||', 'a == b', 5000, 'x')).stdout).toBe('false\n');
  });

  it('a 3,000-term && chain of calls that block, in a program with goroutines', () => {
    const src = `package main

import "fmt"

var ch = make(chan int, 1)

func h(n int) bool {
	ch <- n
	return <-ch != 2999
}

func main() {
	done := make(chan bool)
	go func() { done <- true }()
	<-done
	ok := ${Array.from({ length: 3000 }, (_, i) => `h(${i + 1})`).join(' && ')}
	fmt.Println(ok)
}
`;
    const r = run(src);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('false\n');
  });

  it('a chain evaluates left to right and short-circuits, re-entered by a recursive call', () => {
    const terms = Array.from({ length: 40 }, (_, i) => `t(${i}, n)`).join(' + ');
    const src = `package main

import "fmt"

var trace []int

func t(i, n int) int {
	if n == 0 {
		trace = append(trace, i)
		return i
	}
	if i == 39 {
		return g(n-1) + i
	}
	return i
}

func g(n int) int { return ${terms} }

func h(n int) bool { trace = append(trace, -n); return n != 3 }

func main() {
	fmt.Println(g(1), len(trace), trace[:3], trace[38:40])
	trace = nil
	ok := ${Array.from({ length: 40 }, (_, i) => `h(${i + 1})`).join(' && ')}
	fmt.Println(ok, trace)
}
`;
    const r = run(src);
    expect(r.stderr).toBe('');
    // g(1) = 0+...+38 + (g(0)+39) = 741 + 780 + 39; g(0) records 0..39 in order
    expect(r.stdout).toBe('1560 40 [0 1 2] [38 39]\nfalse [-1 -2 -3]\n');
  });

  it('type errors in a long chain are reported as gc reports them', () => {
    const r = run(chain('y := 1', '+', 'y', 3000, 'x').replace('y + y + y', 'y + "s" + y'));
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(
      /^# command-line-arguments\n\.\/main\.go:7:7: invalid operation: y \+ "s" \(mismatched types int and untyped string\)\n$/,
    );
  });

  it('deep real nesting is a syntax error, not a JavaScript error', () => {
    for (const n of [1500, 100_000]) {
      const parens = run(
        `package main\n\nfunc main() {\n\tx := ${'('.repeat(n)}1${')'.repeat(n)}\n\t_ = x\n}\n`,
      );
      expect(parens.stderr).toMatch(
        /^# command-line-arguments\n\.\/main\.go:4:\d+: syntax error: exceeded max nesting depth\n$/,
      );
      const blocks = run(`package main\n\nfunc main() {\n${'{'.repeat(n)}${'}'.repeat(n)}\n}\n`);
      expect(blocks.stderr).toMatch(
        /^# command-line-arguments\n\.\/main\.go:4:\d+: syntax error: exceeded max nesting depth\n$/,
      );
    }
  });
});
