// The native calling convention (src/go/interp/native.ts): how TypeScript implementations receive
// Go values, call Go function values back, return several results and errors, and block.
import { describe, expect, it } from 'vitest';
import { type NativePackage, variadicArgs } from '../../../src/go/interp/native.ts';
import { Iface, Slice } from '../../../src/go/interp/values.ts';
import { runGo } from './harness.ts';

const cb: NativePackage = {
  path: 'example.com/cb',
  files: [
    {
      name: 'cb.go',
      src: `package cb

type Counter struct {
	N int
}

func Each(xs []int, f func(int) bool) int
func Sum(xs ...int) int
func Split(s string) (string, string, error)
func Wait(ms int) string
func Twice(n int) int { return 2 * n }
func (c *Counter) Add(d int)
func (c Counter) Get() int
`,
    },
  ],
  natives: {
    Each: (_ctx, xs: Slice | null, f: (v: number) => boolean) => {
      let n = 0;
      for (const v of xs === null ? [] : xs.toArray()) {
        n++;
        if (!f(v)) break;
      }
      return n;
    },
    Sum: (_ctx, xs: Slice | null) => variadicArgs(xs).reduce((a: number, b: number) => a + b, 0),
    Split: (ctx, s: string) => {
      const i = s.indexOf('=');
      if (i < 0) return ['', '', ctx.errorf(`no '=' in ${s}`)];
      return [s.slice(0, i), s.slice(i + 1), null];
    },
    Wait: (ctx, ms: number) => {
      const park = ctx.sleepPark(ms * 1e6);
      return ctx.block(park, () => `waited ${ms}ms`);
    },
    '*Counter.Add': (_ctx, c: { N: number }, d: number) => {
      c.N += d;
    },
    'Counter.Get': (_ctx, c: { N: number }) => c.N,
  },
};

describe('native calling convention', () => {
  it('passes slices, callbacks, variadic tails, receivers and several results', () => {
    const r = runGo(
      `package main

import (
	"example.com/cb"
	"fmt"
)

func main() {
	seen := 0
	n := cb.Each([]int{1, 2, 3, 4}, func(v int) bool { seen += v; return v < 3 })
	fmt.Println(n, seen, cb.Sum(), cb.Sum(1, 2, 3), cb.Twice(21))
	k, v, err := cb.Split("a=b")
	fmt.Println(k, v, err)
	_, _, err = cb.Split("ab")
	fmt.Println(err)
	var c cb.Counter
	c.Add(2)
	c.Add(3)
	fmt.Println(c.Get(), c.N)
	fmt.Println(cb.Wait(5))
}
`,
      { extra: [cb] },
    );
    expect(r.errors).toEqual([]);
    expect(r.stdout).toBe("3 6 0 6 42\na b <nil>\nno '=' in ab\n5 5\nwaited 5ms\n");
  });

  // cb is outside the packages whose natives may park (gen.ts blockingPkgs), so these goroutines wait
  // nested: the one started last runs first (gc's runnext), and the shorter wait must be the one
  // that nests inside the longer.
  it('lets a blocking native park a goroutine while others run', () => {
    const r = runGo(
      `package main

import (
	"example.com/cb"
	"fmt"
)

func main() {
	done := make(chan string)
	go func() { done <- cb.Wait(1) }()
	go func() { done <- cb.Wait(10) }()
	fmt.Println(<-done, <-done)
}
`,
      { extra: [cb] },
    );
    expect(r.errors).toEqual([]);
    expect(r.stdout).toBe('waited 1ms waited 10ms\n');
  });

  it('exposes interface values as Iface for natives', () => {
    expect(new Iface(null as never, 1).v).toBe(1);
    expect(Slice.of([1, 2]).toArray()).toEqual([1, 2]);
  });
});
