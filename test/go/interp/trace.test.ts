// Unrecovered panics print gc's report: the panic chain, then `goroutine N [running]:` and one
// `pkg.func(...)` (`pkg.func()` without parameters) + `\t/abs/path/file.go:LINE +0x0` pair per Go frame, innermost first
// (runtime/traceback.go's shape; arguments and pc offsets cannot be reproduced and are not).
import { describe, expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';

const run = (src: string) => runGo({ files: [{ name: 'main.go', src }], cwd: '/home/gopher/app' });

describe('panic stack traces', () => {
  it('lists every Go frame with the line of its current call', () => {
    const r = run(`package main

import "fmt"

type T struct{ xs []int }

func (t *T) at(i int) int {
	return t.xs[i]
}

func f(n int) {
	defer fmt.Println("deferred", n)
	if n == 0 {
		panic(fmt.Sprintf("boom %d", n))
	}
	f(n - 1)
}

func main() {
	func() {
		defer func() { fmt.Println(recover()) }()
		(&T{}).at(3)
	}()
	f(1)
}
`);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('runtime error: index out of range [3] with length 0\ndeferred 0\ndeferred 1\n');
    expect(r.stderr).toBe(
      [
        'panic: boom 0',
        '',
        'goroutine 1 [running]:',
        'main.f(...)',
        '\t/home/gopher/app/main.go:14 +0x0',
        'main.f(...)',
        '\t/home/gopher/app/main.go:16 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:24 +0x0',
        '',
      ].join('\n'),
    );
  });

  it('names closures and methods as gc does, and reports the goroutine that panicked', () => {
    const r = run(`package main

type R struct{}

func (r *R) Reconcile(m map[string]int) {
	func() {
		m["x"] = 1
	}()
}

func main() {
	done := make(chan bool)
	go func() {
		(&R{}).Reconcile(nil)
		done <- true
	}()
	<-done
}
`);
    expect(r.exitCode).toBe(2);
    const lines = r.stderr.split('\n');
    expect(lines.slice(0, 3)).toEqual(['panic: assignment to entry in nil map', '', lines[2]]);
    expect(lines[2]).toMatch(/^goroutine \d+ \[running\]:$/);
    expect(lines[2]).not.toBe('goroutine 1 [running]:');
    // The innermost frame of a runtime error gives the faulting expression's line, as gc.
    expect(lines.slice(3)).toEqual([
      'main.(*R).Reconcile.func1()',
      '\t/home/gopher/app/main.go:7 +0x0',
      'main.(*R).Reconcile(...)',
      '\t/home/gopher/app/main.go:8 +0x0',
      'main.main.func1()',
      '\t/home/gopher/app/main.go:14 +0x0',
      'created by main.main in goroutine 1',
      '\t/home/gopher/app/main.go:13 +0x0',
      '',
    ]);
  });

  it('gives the line of a nil dereference or bad index, and of a blocked channel operation', () => {
    const r = run(`package main

import "fmt"

type Spec struct{ Replicas *int32 }

func replicas(s *Spec, xs []int) int32 {
	fmt.Println("reading")
	_ = xs[0]
	n := *s.Replicas
	return n
}

func main() {
	fmt.Println(replicas(&Spec{}, []int{1}))
}
`);
    expect(r.stderr.split('\n').slice(3)).toEqual([
      'goroutine 1 [running]:',
      'main.replicas(...)',
      '\t/home/gopher/app/main.go:10 +0x0',
      'main.main()',
      '\t/home/gopher/app/main.go:15 +0x0',
      '',
    ]);
    // A method on the value called through a nil pointer faults copying *p at the call's line,
    // also inside a deferred function while panicking (go1.23.5: lines 17 and 13).
    const v = run(`package main

import "fmt"

type Rect struct{ W, H float64 }

func (r Rect) Area() float64 { return r.W * r.H }

func main() {
	defer func() {
		fmt.Println(recover())
		var q *Rect
		fmt.Println(q.Area())
	}()
	var p *Rect
	fmt.Println("a")
	fmt.Println(p.Area())
}
`);
    expect(v.stderr.split('\n').filter((l) => l.startsWith('\t'))).toEqual([
      '\tpanic: runtime error: invalid memory address or nil pointer dereference',
      '\t/home/gopher/app/main.go:13 +0x0',
      '\t/home/gopher/app/main.go:17 +0x0',
    ]);
    const d = run(`package main

func wait(c chan int) int {
	println("waiting")
	return <-c
}

func main() {
	wait(make(chan int))
}
`);
    expect(d.stderr).toBe(
      [
        'waiting',
        'fatal error: all goroutines are asleep - deadlock!',
        '',
        'goroutine 1 [chan receive]:',
        'main.wait(...)',
        '\t/home/gopher/app/main.go:5 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:9 +0x0',
        '',
      ].join('\n'),
    );
  });
});
