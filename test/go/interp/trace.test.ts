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

  it('names time.goFunc as the creator of an AfterFunc goroutine, with no parent goroutine', () => {
    // go1.23 (time/sleep.go:215 `go arg.(func())()`, run by the timer with parent goid 0)
    const r = run(`package main

import (
	"fmt"
	"time"
)

func main() {
	time.AfterFunc(10*time.Millisecond, func() {
		fmt.Println("fired")
		panic("boom")
	})
	time.Sleep(time.Second)
}
`);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('fired\n');
    const lines = r.stderr.split('\n');
    expect(lines[2]).toMatch(/^goroutine \d+ \[running\]:$/);
    expect(lines.slice(3)).toEqual([
      'main.main.func1()',
      '\t/home/gopher/app/main.go:11 +0x0',
      'created by time.goFunc',
      '\t/usr/local/go/src/time/sleep.go:215 +0x0',
      '',
    ]);
  });

  it('lists an AfterFunc goroutine blocked at a deadlock, with its created by line', () => {
    // go1.23 prints main, then the timer's goroutine blocked in its send (created by time.goFunc)
    const r = run(`package main

import (
	"fmt"
	"time"
)

func main() {
	ch := make(chan int)
	time.AfterFunc(time.Millisecond, func() {
		fmt.Println("timer fired")
		ch <- 1
	})
	select {}
}
`);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('timer fired\n');
    expect(r.stderr.replace(/goroutine \d+ \[chan/, 'goroutine N [chan')).toBe(
      [
        'fatal error: all goroutines are asleep - deadlock!',
        '',
        'goroutine 1 [select (no cases)]:',
        'main.main()',
        '\t/home/gopher/app/main.go:14 +0x0',
        '',
        'goroutine N [chan send]:',
        'main.main.func1()',
        '\t/home/gopher/app/main.go:12 +0x0',
        'created by time.goFunc',
        '\t/usr/local/go/src/time/sleep.go:215 +0x0',
        '',
      ].join('\n'),
    );
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
    // also inside a deferred function while panicking (go1.23.5: lines 17 and 13, gopanic's frame
    // between them).
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
      '\t/usr/local/go/src/runtime/panic.go:785 +0x0',
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

  // go1.23 (/usr/lib/go-1.23/bin/go build): a deferred call run by a panic is called by the runtime's
  // gopanic, printed as `panic({0x...?, 0x...?})` at runtime/panic.go:785 between it and the frame
  // that deferred it; one run at a return shows that frame at the return (or the closing brace).
  it('shows the runtime panic frame under a deferred call that panicked while panicking', () => {
    const r = run(`package main

import "fmt"

func cleanup() {
	panic("cleanup failed")
}

func run(n int) int {
	defer cleanup()
	defer fmt.Println("first")
	if n > 0 {
		panic("original")
	}
	return 10 / n
}

func main() {
	func() {
		defer func() {
			r := recover()
			fmt.Println("recovered", r)
			panic(r)
		}()
		panic(fmt.Errorf("boom"))
	}()
}
`);
    expect(r.stdout).toBe('recovered boom\n');
    expect(r.stderr).toBe(
      [
        'panic: boom [recovered]',
        '\tpanic: boom',
        '',
        'goroutine 1 [running]:',
        'main.main.func1.1()',
        '\t/home/gopher/app/main.go:23 +0x0',
        'panic({0x0?, 0x0?})',
        '\t/usr/local/go/src/runtime/panic.go:785 +0x0',
        'main.main.func1()',
        '\t/home/gopher/app/main.go:25 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:26 +0x0',
        '',
      ].join('\n'),
    );
    const d = run(`package main

import "fmt"

func cleanup() {
	panic("cleanup failed")
}

func run(n int) int {
	defer cleanup()
	defer fmt.Println("first")
	if n > 0 {
		panic("original")
	}
	return 10 / n
}

func main() {
	run(0)
}
`);
    expect(d.stdout).toBe('first\n');
    expect(d.stderr).toBe(
      [
        'panic: runtime error: integer divide by zero',
        '\tpanic: cleanup failed',
        '',
        'goroutine 1 [running]:',
        'main.cleanup()',
        '\t/home/gopher/app/main.go:6 +0x0',
        'panic({0x0?, 0x0?})',
        '\t/usr/local/go/src/runtime/panic.go:785 +0x0',
        'main.run(...)',
        '\t/home/gopher/app/main.go:15 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:19 +0x0',
        '',
      ].join('\n'),
    );
  });

  it('gives a frame whose deferred call panicked at a return the line of that return, under later deferred calls', () => {
    const r = run(`package main

import "fmt"

func f(n int) int {
	defer func() {
		if n > 0 {
			panic(fmt.Sprint("deferred ", n))
		}
	}()
	if n == 5 {
		return 1
	}
	return 0
}

func main() {
	f(0)
	defer func() {
		panic("in defer")
	}()
	f(5)
}
`);
    // main's deferred call runs on top of the panicking stack: f's frames are still there.
    expect(r.stderr).toBe(
      [
        'panic: deferred 5',
        '\tpanic: in defer',
        '',
        'goroutine 1 [running]:',
        'main.main.func1()',
        '\t/home/gopher/app/main.go:20 +0x0',
        'panic({0x0?, 0x0?})',
        '\t/usr/local/go/src/runtime/panic.go:785 +0x0',
        'main.f.func1()',
        '\t/home/gopher/app/main.go:8 +0x0',
        'main.f(...)',
        '\t/home/gopher/app/main.go:12 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:22 +0x0',
        '',
      ].join('\n'),
    );
    const d = run(`package main

import "fmt"

func main() {
	defer func() {
		panic("in defer")
	}()
	fmt.Println("hi")
}
`);
    expect(d.stderr).toBe(
      [
        'panic: in defer',
        '',
        'goroutine 1 [running]:',
        'main.main.func1()',
        '\t/home/gopher/app/main.go:7 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:10 +0x0',
        '',
      ].join('\n'),
    );
  });

  it('gives the line of a close that panicked', () => {
    // go1.23: close of a closed channel in a deferred call faults at the close's line (12), not at
    // the frame's last call (fmt.Println, line 11).
    const r = run(`package main

import "fmt"

func main() {
	ch := make(chan int, 1)
	close(ch)
	v, ok := <-ch
	fmt.Println(v, ok)
	defer func() {
		fmt.Println(recover())
		close(ch)
	}()
	ch <- 1
}
`);
    expect(r.stdout).toBe('0 false\nsend on closed channel\n');
    expect(r.stderr).toBe(
      [
        'panic: send on closed channel [recovered]',
        '\tpanic: close of closed channel',
        '',
        'goroutine 1 [running]:',
        'main.main.func1()',
        '\t/home/gopher/app/main.go:12 +0x0',
        'panic({0x0?, 0x0?})',
        '\t/usr/local/go/src/runtime/panic.go:785 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:14 +0x0',
        '',
      ].join('\n'),
    );
  });

  it("names go1.23's sync/waitgroup.go lines for a negative WaitGroup counter", () => {
    // go1.23: sync.(*WaitGroup).Add at waitgroup.go:64, Done (inlined) at waitgroup.go:89.
    const r = run(`package main

import "sync"

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	wg.Done()
	wg.Done()
}
`);
    expect(r.stderr).toBe(
      [
        'panic: sync: negative WaitGroup counter',
        '',
        'goroutine 1 [running]:',
        'sync.(*WaitGroup).Add(...)',
        '\t/usr/local/go/src/sync/waitgroup.go:64 +0x0',
        'sync.(*WaitGroup).Done(...)',
        '\t/usr/local/go/src/sync/waitgroup.go:89 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:9 +0x0',
        '',
      ].join('\n'),
    );
  });

  it('lists the sync and runtime frames of a goroutine blocked in package sync at a deadlock', () => {
    // go1.23: `sync.runtime_Semacquire(0xc...?)` at runtime/sema.go:71, then sync.(*WaitGroup).Wait.
    const r = run(`package main

import "sync"

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	wg.Wait()
}
`);
    expect(r.stderr).toBe(
      [
        'fatal error: all goroutines are asleep - deadlock!',
        '',
        'goroutine 1 [semacquire]:',
        'sync.runtime_Semacquire(...)',
        '\t/usr/local/go/src/runtime/sema.go:71 +0x0',
        'sync.(*WaitGroup).Wait(...)',
        '\t/usr/local/go/src/sync/waitgroup.go:118 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:8 +0x0',
        '',
      ].join('\n'),
    );
    const m = run(`package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	mu.Lock()
	fmt.Println("locked")
	mu.Lock()
}
`);
    expect(m.stderr).toBe(
      [
        'fatal error: all goroutines are asleep - deadlock!',
        '',
        'goroutine 1 [sync.Mutex.Lock]:',
        'sync.runtime_SemacquireMutex(...)',
        '\t/usr/local/go/src/runtime/sema.go:95 +0x0',
        'sync.(*Mutex).lockSlow(...)',
        '\t/usr/local/go/src/sync/mutex.go:173 +0x0',
        'sync.(*Mutex).Lock(...)',
        '\t/usr/local/go/src/sync/mutex.go:92',
        'main.main()',
        '\t/home/gopher/app/main.go:12 +0x0',
        '',
      ].join('\n'),
    );
  });

  it('shows runtime.Goexit under a deferred call it ran that panicked', () => {
    const r = run(`package main

import (
	"fmt"
	"runtime"
)

func main() {
	defer func() {
		panic("boom in defer")
	}()
	fmt.Println("x")
	runtime.Goexit()
}
`);
    expect(r.stdout).toBe('x\n');
    expect(r.exitCode).toBe(2);
    // go1.23: the deferred call's frame, then runtime.Goexit at runtime/panic.go:629, then main.
    expect(r.stderr).toBe(
      [
        'panic: boom in defer',
        '',
        'goroutine 1 [running]:',
        'main.main.func1()',
        '\t/home/gopher/app/main.go:10 +0x0',
        'runtime.Goexit()',
        '\t/usr/local/go/src/runtime/panic.go:629 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:13 +0x0',
        '',
      ].join('\n'),
    );
  });

  it('shows the wrapper gc makes for defer panic(v), numbered with the other wrapped go/defer calls', () => {
    const r = run(`package main

import (
	"errors"
	"fmt"
	"sync"
)

type T struct{}

func (t *T) Run(wg *sync.WaitGroup) {
	defer wg.Done()
	defer fmt.Println("run done")
	go fmt.Println("bg")
	func() {
		defer func() { fmt.Println("inner recovered:", recover()) }()
		defer panic("inner")
	}()
	defer panic(errors.New("method failed"))
}

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	(&T{}).Run(&wg)
}
`);
    expect(r.stdout).toBe('inner recovered: inner\nrun done\n');
    // go1.23: wg.Done, fmt.Println and the go statement's call are wrapped too (1-3).
    expect(r.stderr).toBe(
      [
        'panic: method failed',
        '',
        'goroutine 1 [running]:',
        'main.(*T).Run.deferwrap4()',
        '\t/home/gopher/app/main.go:19 +0x0',
        'main.(*T).Run(...)',
        '\t/home/gopher/app/main.go:20 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:25 +0x0',
        '',
      ].join('\n'),
    );
    const d = run(`package main

import "fmt"

func main() {
	defer func() {
		r := recover()
		fmt.Println("recovered", r)
		defer panic(fmt.Sprint("re: ", r))
	}()
	defer panic("second")
	panic("first")
}
`);
    expect(d.stderr).toBe(
      [
        'panic: first',
        '\tpanic: second [recovered]',
        '\tpanic: re: second',
        '',
        'goroutine 1 [running]:',
        'main.main.func1.deferwrap1()',
        '\t/home/gopher/app/main.go:9 +0x0',
        'main.main.func1()',
        '\t/home/gopher/app/main.go:10 +0x0',
        'panic({0x0?, 0x0?})',
        '\t/usr/local/go/src/runtime/panic.go:785 +0x0',
        'main.main.deferwrap1()',
        '\t/home/gopher/app/main.go:11 +0x0',
        'panic({0x0?, 0x0?})',
        '\t/usr/local/go/src/runtime/panic.go:785 +0x0',
        'main.main()',
        '\t/home/gopher/app/main.go:12 +0x0',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the frames of a method that panicked inside fmt, which fmt recovered', () => {
    const r = run(`package main

import "fmt"

type E struct{ msg string }

func (e *E) Error() string { return e.msg }

type S struct{}

func (S) String() string { panic("boom") }

func main() {
	var e *E
	fmt.Println(e)
	fmt.Println(S{})
	panic(1)
}
`);
    expect(r.stdout).toBe('<nil>\n%!v(PANIC=String method: boom)\n');
    expect(r.stderr).toBe(
      [
        'panic: 1',
        '',
        'goroutine 1 [running]:',
        'main.main()',
        '\t/home/gopher/app/main.go:17 +0x0',
        '',
      ].join('\n'),
    );
  });

  it("prints sync's fatal frames and the program's for an unlock of an unlocked mutex", () => {
    const r = run(`package main

import (
	"fmt"
	"sync"
)

func main() {
	var mu sync.Mutex
	defer mu.Unlock()
	fmt.Println("body")
}
`);
    expect(r.exitCode).toBe(2);
    // go1.23 (unlockSlow's argument words print as (...) here).
    expect(r.stderr).toBe(
      [
        'fatal error: sync: unlock of unlocked mutex',
        '',
        'goroutine 1 [running]:',
        'sync.fatal({0x0?, 0x0?})',
        '\t/usr/local/go/src/runtime/panic.go:1031 +0x0',
        'sync.(*Mutex).unlockSlow(...)',
        '\t/usr/local/go/src/sync/mutex.go:231 +0x0',
        'sync.(*Mutex).Unlock(...)',
        '\t/usr/local/go/src/sync/mutex.go:225',
        'main.main()',
        '\t/home/gopher/app/main.go:12 +0x0',
        '',
      ].join('\n'),
    );
  });

  it('names init functions init.0, init.1 and lists main.init under a package variable initialiser', () => {
    // go1.23: gc numbers init functions across the package; variable initialisers run in main.init.
    const r = run(`package main

import "fmt"

func init() {
	f := func() { fmt.Println("init 0") }
	f()
}

func init() {
	var s []int
	_ = s[3]
}

func main() {}
`);
    expect(r.stdout).toBe('init 0\n');
    expect(r.stderr).toBe(
      [
        'panic: runtime error: index out of range [3] with length 0',
        '',
        'goroutine 1 [running]:',
        'main.init.1()',
        '\t/home/gopher/app/main.go:12 +0x0',
        '',
      ].join('\n'),
    );
    const v = run(`package main

import "fmt"

var table = build()

func build() map[string]int {
	var m map[string]int
	m["x"] = 1
	return m
}

func main() {
	fmt.Println(table)
}
`);
    expect(v.exitCode).toBe(2);
    expect(v.stderr).toBe(
      [
        'panic: assignment to entry in nil map',
        '',
        'goroutine 1 [running]:',
        'main.build()',
        '\t/home/gopher/app/main.go:9 +0x0',
        'main.init()',
        '\t/home/gopher/app/main.go:5 +0x0',
        '',
      ].join('\n'),
    );
  });
  it("prints the address of a pointer, map or other non-printable panic value as fmt's %p does (go1.23 prints one word for both)", () => {
    const r = run(`package main

import "fmt"

type T struct{ A int }

func main() {
	p := &T{1}
	m := map[string]int{}
	fmt.Printf("%p %p\\n", p, m)
	defer func() {
		recover()
		panic(m)
	}()
	panic(p)
}
`);
    const [pa, ma] = r.stdout.trim().split(' ');
    expect(r.stderr.split('\n').slice(0, 2)).toEqual([
      `panic: (*main.T) ${pa} [recovered]`,
      `\tpanic: (map[string]int) ${ma}`,
    ]);
    expect(pa).not.toBe(ma);
    // a value without an address of its own (a struct or slice copied into the interface) gets one
    const s = run('package main\n\ntype T struct{ A int }\n\nfunc main() {\n\tpanic(T{2})\n}\n');
    expect(s.stderr).toMatch(/^panic: \(main\.T\) 0xc[0-9a-f]+\n/);
  });
});
