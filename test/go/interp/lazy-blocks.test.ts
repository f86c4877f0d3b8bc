// A registry package's branches (if, else, else-if arms, switch and type switch clauses) compile at
// their first execution (src/go/interp/compile/stmt.ts lazyBlock, gen.ts lazyGenBlock): most of a
// library's branches, its error paths, never run in a given program. A branch compiled late must
// behave exactly as one compiled with its function: the same output, the same panic traces (its
// package's file and line), its variables in frames made before it was compiled (recursion), in
// goroutines (generator twins), with labelled break, continue and goto crossing it. The same
// program is run with the library compiled as the registry's packages are and as a program's own.
import { describe, expect, it } from 'vitest';
import { runGo } from './harness.ts';

const lib = `package lib

import (
	"errors"
	"fmt"
)

type Shape interface{ Area() int }
type Sq struct{ S int }
type Rect struct{ W, H int }

func (s Sq) Area() int   { return s.S * s.S }
func (r Rect) Area() int { return r.W * r.H }

// Sum: the first branch is entered at the deepest call, after every frame above it was made.
func Sum(n int) int {
	if n == 0 {
		a, b, c := 1, 2, 3
		return a + b + c
	}
	r := Sum(n - 1)
	if r > 8 {
		x := r * 2
		y := x + n
		return y
	} else if r < 0 {
		panic("never")
	} else {
		z := r + n
		return z
	}
}

func Classify(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int:
		if x < 0 {
			neg := -x
			return fmt.Sprintf("negative %d", neg)
		}
		return fmt.Sprintf("int %d", x)
	case Shape:
		area := x.Area()
		switch {
		case area > 100:
			big := "big"
			return big
		case area == 0:
			return "empty"
		default:
			return fmt.Sprint("area ", area)
		}
	case error:
		return "error " + x.Error()
	}
	return "other"
}

// Grid: labelled continue and break from inside branches, and a goto inside one.
func Grid(n int) []string {
	var out []string
outer:
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if j > i {
				k := i * j
				if k > 6 {
					break outer
				}
				continue outer
			}
			if (i+j)%3 == 0 {
				count := 0
			again:
				count++
				if count < 3 {
					goto again
				}
				out = append(out, fmt.Sprint(i, j, count))
			}
		}
	}
	return out
}

// Pump sends from inside branches: run in a goroutine, its blocks are generator code.
func Pump(ch chan<- int, n int, done chan<- string) {
	for i := 0; i < n; i++ {
		if i%2 == 0 {
			v := i * 10
			ch <- v
		} else if i < 0 {
			panic("never")
		} else {
			select {
			case ch <- -i:
			}
		}
	}
	close(ch)
	switch n {
	case 100:
		done <- "never"
	default:
		msg := fmt.Sprint("sent ", n)
		done <- msg
	}
}

var ErrOdd = errors.New("odd")

func Check(n int) error {
	if n%2 == 1 {
		return fmt.Errorf("check %d: %w", n, ErrOdd)
	}
	if n > 1000 {
		return errors.New("never")
	}
	return nil
}

func Fail(n int) {
	if n > 2 {
		m := map[string]int{}
		var p *Rect
		m["w"] = p.W
	}
}
`;

const main = `package main

import (
	"errors"
	"fmt"

	"example.com/lib"
)

func main() {
	fmt.Println(lib.Sum(10), lib.Sum(1))
	for _, v := range []any{nil, 3, -4, lib.Sq{3}, lib.Rect{20, 20}, lib.Rect{}, errors.New("e"), "s"} {
		fmt.Println(lib.Classify(v))
	}
	fmt.Println(lib.Grid(5))
	ch := make(chan int)
	done := make(chan string)
	go lib.Pump(ch, 5, done)
	for v := range ch {
		fmt.Print(v, " ")
	}
	fmt.Println(<-done)
	err := lib.Check(3)
	fmt.Println(err, errors.Is(err, lib.ErrOdd), lib.Check(4))
	lib.Fail(1)
	lib.Fail(3)
}
`;

const run = (lazy: boolean) =>
  runGo(main, {
    extra: [{ path: 'example.com/lib', files: [{ name: 'lib/lib.go', src: lib }], natives: {} }],
    lazyExtra: lazy,
  });

describe('a registry package branch compiled at its first execution', () => {
  const eager = run(false);
  const lazy = run(true);

  it('runs as the same branch compiled with its function', () => {
    expect(eager.errors).toEqual([]);
    expect(eager.stdout).toContain('sent 5');
    expect(eager.stderr).toContain('panic: runtime error: invalid memory address or nil pointer dereference');
    expect(eager.exitCode).toBe(2);
    expect(lazy.stdout).toBe(eager.stdout);
    expect(lazy.stderr).toBe(eager.stderr);
    expect(lazy.exitCode).toBe(eager.exitCode);
  });

  it('names the library file and line in a panic raised in a late branch', () => {
    const line = lib.split('\n').findIndex((l) => l.includes('m["w"] = p.W')) + 1;
    expect(lazy.stderr).toContain(`example.com/lib.Fail(...)\n\tlib/lib.go:${line} +0x0\nmain.main()`);
  });

  it('never compiles the branches that never ran', () => {
    expect(eager.lazyBlocks).toEqual({ deferred: 0, compiled: 0 });
    const { deferred, compiled } = lazy.lazyBlocks!;
    expect(compiled).toBeGreaterThan(10);
    // What the program never reaches stays uncompiled: at least Sum's and Pump's `panic("never")`
    // arms, Pump's `case 100` and Check's `n > 1000`.
    expect(deferred - compiled).toBeGreaterThanOrEqual(4);
  });
});
