// Loop variables follow the language version of the package's module: before Go 1.22 one
// variable serves every iteration of a `for i := ...` or `for k, v := range ...` loop (closures
// and pointers all see the last value); from 1.22 each iteration has its own. Expected outputs
// are real Go's (go1.23 run in a module whose go.mod says `go 1.21` / `go 1.22`).
import { describe, expect, it } from 'vitest';
import { perIterationLoopVars } from '../../../src/go/interp/langver.ts';
import { runGo } from './harness.ts';

// Closures and pointers over 3-clause and range loops (slice, struct elements, map, string,
// array, channel), continue, labelled break; no goroutines, so the loops run synchronously.
const syncProgram = `package main

import "fmt"

type P struct{ X, Y int }

func main() {
	// 3-clause loop: closures and pointers, continue, the loop run twice.
	for run := 0; run < 2; run++ {
		var fs []func() int
		var ps []*int
		for i := 0; i < 4; i++ {
			if i == 1 {
				continue
			}
			fs = append(fs, func() int { return i })
			ps = append(ps, &i)
		}
		fmt.Print(run, ":")
		for _, f := range fs {
			fmt.Print(" ", f())
		}
		fmt.Println("", *ps[0], ps[0] == ps[1])
	}
	// range over slice: key and value captured.
	var ks, vs []func() string
	for k, v := range []string{"a", "b", "c"} {
		ks = append(ks, func() string { return fmt.Sprint(k) })
		vs = append(vs, func() string { return v })
	}
	for i := range ks {
		fmt.Print(ks[i](), vs[i](), " ")
	}
	fmt.Println()
	// range over structs: &v is the same variable.
	var pp []*P
	for _, v := range []P{{1, 2}, {3, 4}} {
		pp = append(pp, &v)
	}
	fmt.Println(*pp[0], *pp[1], pp[0] == pp[1])
	// range over map, int, string, array, func, channel.
	var mk []*string
	m := map[string]int{"one": 1}
	for k := range m {
		mk = append(mk, &k)
	}
	fmt.Println(*mk[0])
	var rs []*rune
	for _, r := range "hé!" {
		rs = append(rs, &r)
	}
	fmt.Println(string(*rs[0]), len(rs))
	var ra []func() int
	for _, x := range [3]int{7, 8, 9} {
		ra = append(ra, func() int { return x })
	}
	fmt.Println(ra[0](), ra[1]())
	ch := make(chan int, 3)
	ch <- 4
	ch <- 5
	close(ch)
	var rc []*int
	for v := range ch {
		rc = append(rc, &v)
	}
	fmt.Println(*rc[0], *rc[1])
	// Nested loops with labels.
	var nf []func() string
outer:
	for i := 0; i < 3; i++ {
		for _, c := range "ab" {
			if i == 2 {
				break outer
			}
			nf = append(nf, func() string { return fmt.Sprint(i, string(c)) })
		}
	}
	for _, f := range nf {
		fmt.Print(f(), " ")
	}
	fmt.Println()
}
`;

// The same with goroutines capturing loop variables: every loop runs as generator code.
const goroutineProgram = `package main

import (
	"fmt"
	"sort"
)

type P struct{ X, Y int }

func main() {
	// 3-clause loop: closures and pointers, continue, the loop run twice.
	for run := 0; run < 2; run++ {
		var fs []func() int
		var ps []*int
		for i := 0; i < 4; i++ {
			if i == 1 {
				continue
			}
			fs = append(fs, func() int { return i })
			ps = append(ps, &i)
		}
		fmt.Print(run, ":")
		for _, f := range fs {
			fmt.Print(" ", f())
		}
		fmt.Println("", *ps[0], ps[0] == ps[1])
	}
	// range over slice: key and value captured.
	var ks, vs []func() string
	for k, v := range []string{"a", "b", "c"} {
		ks = append(ks, func() string { return fmt.Sprint(k) })
		vs = append(vs, func() string { return v })
	}
	for i := range ks {
		fmt.Print(ks[i](), vs[i](), " ")
	}
	fmt.Println()
	// range over structs: &v is the same variable.
	var pp []*P
	for _, v := range []P{{1, 2}, {3, 4}} {
		pp = append(pp, &v)
	}
	fmt.Println(*pp[0], *pp[1], pp[0] == pp[1])
	// range over map, int, string, array, func, channel.
	var mk []*string
	m := map[string]int{"one": 1}
	for k := range m {
		mk = append(mk, &k)
	}
	fmt.Println(*mk[0])
	var rs []*rune
	for _, r := range "hé!" {
		rs = append(rs, &r)
	}
	fmt.Println(string(*rs[0]), len(rs))
	var ra []func() int
	for _, x := range [3]int{7, 8, 9} {
		ra = append(ra, func() int { return x })
	}
	fmt.Println(ra[0](), ra[1]())
	ch := make(chan int, 3)
	ch <- 4
	ch <- 5
	close(ch)
	var rc []*int
	for v := range ch {
		rc = append(rc, &v)
	}
	fmt.Println(*rc[0], *rc[1])
	// Goroutines capturing the loop variable (the classic bug), made deterministic with channels.
	done := make(chan int, 3)
	var got []int
	for i := 0; i < 3; i++ {
		func() {
			go func() { done <- i }()
		}()
		got = append(got, <-done)
	}
	gate := make(chan bool)
	res := make(chan string, 3)
	for _, s := range []string{"p", "q", "r"} {
		go func() {
			<-gate
			res <- s
		}()
	}
	close(gate)
	var rr []string
	for j := 0; j < 3; j++ {
		rr = append(rr, <-res)
	}
	sort.Strings(rr)
	fmt.Println(got, rr)
	// Nested loops with labels.
	var nf []func() string
outer:
	for i := 0; i < 3; i++ {
		for _, c := range "ab" {
			if i == 2 {
				break outer
			}
			nf = append(nf, func() string { return fmt.Sprint(i, string(c)) })
		}
	}
	for _, f := range nf {
		fmt.Print(f(), " ")
	}
	fmt.Println()
}
`;

const want121 = `0: 4 4 4 4 true
1: 4 4 4 4 true
2c 2c 2c 
{3 4} {3 4} true
one
! 3
9 9
5 5
[0 1 2] [r r r]
2b 2b 2b 2b 
`;
const want122 = `0: 0 2 3 0 false
1: 0 2 3 0 false
0a 1b 2c 
{1 2} {3 4} false
one
h 3
7 8
4 5
[0 1 2] [p q r]
0a 0b 1a 1b 
`;
const withoutGoroutineLine = (s: string) =>
  s
    .split('\n')
    .filter((l) => !l.startsWith('[0 1 2]'))
    .join('\n');

describe('loop variables by language version', () => {
  for (const [version, want] of [
    ['1.21', want121],
    ['1.22', want122],
    [undefined, want122],
  ] as const) {
    it(`go ${version ?? '(toolchain)'}: synchronous loops`, () => {
      const r = runGo(syncProgram, { goVersion: version });
      expect(r.errors).toEqual([]);
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(withoutGoroutineLine(want));
    });
    it(`go ${version ?? '(toolchain)'}: loops in goroutine (generator) code`, () => {
      const r = runGo(goroutineProgram, { goVersion: version });
      expect(r.errors).toEqual([]);
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(want);
    });
  }

  it('shares one variable per execution of the loop statement, not per program', () => {
    // Each run of the inner loop gets a new variable: the closures of run 0 keep seeing 3.
    const r = runGo(
      `package main

import "fmt"

func main() {
	var fs []func() int
	for run := 0; run < 2; run++ {
		for i := 0; i < 3+run; i++ {
			fs = append(fs, func() int { return i })
		}
	}
	for _, f := range fs {
		fmt.Print(f(), " ")
	}
	var ps []*string
	for _, w := range []string{"a", "b"} {
		for _, s := range []string{w + "1", w + "2"} {
			ps = append(ps, &s)
		}
	}
	fmt.Println(*ps[0], *ps[1], *ps[2], *ps[3])
}
`,
      { goVersion: '1.21' },
    );
    expect(r.errors).toEqual([]);
    expect(r.stdout).toBe('3 3 3 4 4 4 4 a2 a2 b2 b2\n');
  });
});

describe('perIterationLoopVars', () => {
  it('is false below go 1.22 and true from it, for every go.mod version spelling', () => {
    expect(['1.16', '1.21', '1.21.13', '1.21rc2', '1.9'].map(perIterationLoopVars)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['1.22', '1.22.0', '1.22rc1', '1.23', '1.26.0', '2.0'].map(perIterationLoopVars)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('defaults to the toolchain semantics when the version is unknown or unparsable', () => {
    expect(perIterationLoopVars(undefined)).toBe(true);
    expect(perIterationLoopVars('devel')).toBe(true);
  });
});
