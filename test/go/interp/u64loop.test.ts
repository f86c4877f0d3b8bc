// uint64 accumulators a loop only updates are kept on 32-bit halves past 2^53 while it runs
// (src/go/interp/compile/u64loop.ts): which variables a loop splits, and that the values agree
// with Go's wrap-around (test/go/testdata/value_uint64_loop_halves.go covers the ways out of a loop).
import { describe, expect, it } from 'vitest';
import { u64HalvesSplits } from '../../../src/go/interp/compile/u64loop.ts';
import { runGo } from './harness.ts';

const prog = (body: string) => `package main\n\nimport "fmt"\n\nfunc main() {\n${body}\n}\n`;

function run(body: string): { out: string; split: string[] } {
  u64HalvesSplits();
  const r = runGo(prog(body));
  expect(r.errors).toEqual([]);
  expect(r.stderr).toBe('');
  return { out: r.stdout, split: u64HalvesSplits() };
}

describe('uint64 loop accumulators on halves', () => {
  it('splits a checksum that the loop only updates', () => {
    const r = run(`var sum uint64
var n uint = 7
data := []byte("the quick brown fox jumps over the lazy dog")
for r := 0; r < 50; r++ {
	for _, b := range data {
		sum = sum*131 + uint64(b)
		n += uint(b) << 40
	}
}
fmt.Println(sum, n)`);
    // Go 1.23 prints this (go run).
    expect(r.out).toBe('9375800933220981444 224795152298803207\n');
    expect(r.split).toEqual(['sum', 'n']);
  });

  it('splits no variable a loop also reads, declares, or that an addend mentions', () => {
    const r = run(`var a, b uint64 = 1 << 60, 3
for i := 0; i < 100; i++ {
	a = a*3 + 1
	if a%2 == 0 {
		a++
	}
	var c uint64
	c = c*5 + uint64(i)
	b = b*7 + c
	_ = c
}
var d, e uint64 = 1, 1
for i := 0; i < 100; i++ {
	d = d*9 + 1
	e += d
}
fmt.Println(a, b, d, e)`);
    expect(r.out).toBe('17609917014624701749 3602782232751980949 12068062615840474805 8964884424393146239\n');
    // a is read by the condition, c is declared in the loop, d is e's addend; b only adds c.
    expect(r.split).toEqual(['b', 'e']);
  });

  it('splits FNV-1a and LCG loops: xor updates and multipliers past 2^20', () => {
    const r = run(`var h uint64 = 14695981039346656037
var lcg uint64 = 42
var xs uint64 = 88172645463325252
for i := 0; i < 2000; i++ {
	h ^= uint64(i & 0xff)
	h *= 1099511628211
	lcg = lcg*6364136223846793005 + 1442695040888963407
	xs ^= xs << 13
}
fmt.Println(h, lcg, xs)`);
    expect(r.out).toBe('13252285750014271541 3528437947691580858 88172645463325252\n');
    // xs reads itself in its addend.
    expect(r.split).toEqual(['h', 'lcg']);
  });
});
