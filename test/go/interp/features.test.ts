// Behaviour that the go1.23 golden programs cannot pin down: Go 1.26 syntax, compile-time
// failures of the interpreter, and the shape of its errors.
import { describe, expect, it } from 'vitest';
import { CompileError } from '../../../src/go/interp/compile/ctx.ts';
import type { NativePackage } from '../../../src/go/interp/native.ts';
import { runGo } from './harness.ts';

describe('Go 1.26 new(expr)', () => {
  it('allocates a variable initialised with the expression', () => {
    const r = runGo(`package main

import "fmt"

type T struct{ A int }

func f() int { return 7 }

func main() {
	p := new(true)
	q := new(int64(1001))
	r := new(f())
	s := new(T{3})
	x := 5
	t := new(x)
	*t = 6
	fmt.Println(*p, *q, *r, s.A, x, *t)
}
`);
    expect(r.errors).toEqual([]);
    expect(r.stdout).toBe('true 1001 7 3 5 6\n');
  });
});

describe('compile-time failures', () => {
  it('names a bodiless function that has no native implementation', () => {
    const pkg: NativePackage = {
      path: 'example.com/missing',
      files: [{ name: 'm.go', src: 'package missing\n\nfunc Gone() int\n' }],
      natives: {},
    };
    expect(() =>
      runGo('package main\n\nimport "example.com/missing"\n\nfunc main() { println(missing.Gone()) }\n', {
        extra: [pkg],
      }),
    ).toThrow(CompileError);
    try {
      runGo('package main\n\nimport "example.com/missing"\n\nfunc main() { println(missing.Gone()) }\n', {
        extra: [pkg],
      });
    } catch (e) {
      expect((e as CompileError).message).toBe(
        'missing function body (no native implementation for example.com/missing.Gone)',
      );
      expect([(e as CompileError).file, (e as CompileError).line]).toEqual(['m.go', 3]);
    }
  });
});

describe('typed nil and comparisons', () => {
  it('keeps a typed nil pointer inside an interface non-nil', () => {
    const r = runGo(`package main

import "fmt"

type E struct{}

func (*E) Error() string { return "e" }

func get() error {
	var p *E
	return p
}

func main() {
	err := get()
	fmt.Println(err == nil, err != nil)
	var p *E
	var i interface{} = p
	fmt.Println(i == nil, i == (*E)(nil))
}
`);
    expect(r.stdout).toBe('false true\nfalse true\n');
  });
});

describe('counting loops', () => {
  it('keep exact int64 values past 2^53 and see changes made by the body', () => {
    const r = runGo(`package main

func main() {
	for i := 9007199254740990; i <= 9007199254740993; i++ {
		println(i)
	}
	n := 0
	for i := 0; i < 10; i++ {
		if i%3 == 0 {
			i++
		}
		n++
	}
	println(n)
}
`);
    expect(r.stderr).toBe('9007199254740990\n9007199254740991\n9007199254740992\n9007199254740993\n7\n');
  });
});
