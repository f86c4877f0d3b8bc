// NativeContext.caller(): the Go call position that invoked a native, with the calling function
// named as gc's stack traces name it (what the simulated cluster records on every API call).
// Positions are those of the call expression (go/ast's CallExpr.Pos(): where its function starts).
import { describe, expect, it } from 'vitest';
import type { NativeContext, NativePackage } from '../../../src/go/interp/native.ts';
import { runGo } from './harness.ts';

function where(ctx: NativeContext): string {
  const c = ctx.caller();
  return c === undefined ? 'none' : `${c.file}:${c.line}:${c.col} ${c.func}`;
}

const probe: NativePackage = {
  path: 'example.com/probe',
  files: [
    {
      name: 'probe.go',
      src: `package probe

type Client struct{}

type Getter interface{ Get() string }

func Where() string
func Via(f func()) string
func (c *Client) Get() string
`,
    },
  ],
  natives: {
    Where: (ctx) => where(ctx),
    // A native that calls back into Go, then asks again: the answer is its own Go caller again.
    Via: (ctx, f: () => void) => {
      f();
      return where(ctx);
    },
    '*Client.Get': (ctx) => where(ctx),
  },
};

const run = (src: string) => runGo({ 'main.go': src }, { extra: [probe] });

describe('NativeContext.caller', () => {
  it('names the calling function and the call expression position', () => {
    const r = run(`package main

import (
	"example.com/probe"
	"fmt"
)

var atInit = probe.Where()

type Rec struct{ c probe.Getter }

func (r *Rec) Reconcile() {
	fmt.Println(r.c.Get())
	func() {
		fmt.Println(probe.Where())
		func() { fmt.Println(probe.Where()) }()
	}()
}

func (r Rec) Value() string { return probe.Where() }

func Map[T any](x T) string { return probe.Where() }

func main() {
	fmt.Println(atInit)
	fmt.Println(probe.Where())
	r := &Rec{c: &probe.Client{}}
	r.Reconcile()
	fmt.Println(r.Value())
	fmt.Println(Map(1))
	f := probe.Where
	fmt.Println(f())
}
`);
    expect(r.errors).toEqual([]);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')).toEqual([
      'main.go:8:14 main.init',
      'main.go:26:14 main.main',
      'main.go:13:14 main.(*Rec).Reconcile',
      'main.go:15:15 main.(*Rec).Reconcile.func1',
      'main.go:16:24 main.(*Rec).Reconcile.func1.1',
      'main.go:20:38 main.Rec.Value',
      'main.go:22:38 main.Map[...]',
      'main.go:32:14 main.main',
      '',
    ]);
  });

  it('answers the nearest Go call for a native that called back into Go first', () => {
    const r = run(`package main

import (
	"example.com/probe"
	"fmt"
)

func main() {
	s := probe.Via(func() {
		fmt.Println(probe.Where())
	})
	fmt.Println(s)
}
`);
    expect(r.errors).toEqual([]);
    expect(r.stdout).toBe('main.go:10:15 main.main.func1\nmain.go:9:7 main.main\n');
  });

  it('tracks each goroutine separately and deferred calls at the defer', () => {
    const r = run(`package main

import (
	"example.com/probe"
	"fmt"
)

func worker(out chan string) {
	out <- probe.Where()
}

func main() {
	out := make(chan string)
	go worker(out)
	s := probe.Where()
	fmt.Println(<-out)
	fmt.Println(s)
	defer func() { fmt.Println(probe.Where()) }()
}
`);
    expect(r.errors).toEqual([]);
    expect(r.stdout).toBe('main.go:9:9 main.worker\nmain.go:15:7 main.main\nmain.go:18:29 main.main.func1\n');
  });
});
