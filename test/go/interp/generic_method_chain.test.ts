// A method of a generic type calling another method on the same receiver: inside the caller the
// checker records the receiver as the generic type itself (B with its type parameters), and the
// callee must still run with the caller's type arguments bound (it instantiates With[T], Pair[K, T]).
import { describe, expect, it } from 'vitest';
import { runGo } from './harness.ts';

const prelude = `package main

import "fmt"

type Pair[K comparable, V any] struct {
	k K
	v V
}

type B[T any] struct{ v T }

func With[T any]() []T { return make([]T, 1) }

func (b *B[T]) reg() []T { return With[T]() }

func (b B[T]) pair() Pair[string, T] { return Pair[string, T]{"p", b.v} }
`;

describe('methods of generic types calling sibling methods', () => {
  it('binds the type parameter for a pointer-receiver callee that instantiates a generic func', () => {
    const r = runGo(`${prelude}
func (b *B[T]) Complete() int { return len(b.reg()) }

func main() {
	fmt.Println((&B[int]{}).Complete())
	fmt.Printf("%T\\n", (&B[string]{}).reg())
}
`);
    expect(r.errors).toEqual([]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('1\n[]string\n');
  });

  it('keeps instantiations apart: each receiver type gets its own callee body', () => {
    const r = runGo(`${prelude}
func (b B[T]) Describe() string { return fmt.Sprintf("%T %v", b.pair(), b.pair()) }

func main() {
	fmt.Println(B[int]{v: 4}.Describe())
	fmt.Println(B[bool]{v: true}.Describe())
}
`);
    expect(r.errors).toEqual([]);
    expect(r.stdout).toBe('main.Pair[string,int] {p 4}\nmain.Pair[string,bool] {p true}\n');
  });

  it('works through method values, promoted methods and goroutines', () => {
    const r = runGo(`${prelude}
func (b *B[T]) get() func() []T { return b.reg }

type Outer[T any] struct{ *B[T] }

func (o Outer[T]) Total() int {
	done := make(chan int)
	go func() { done <- len(o.reg()) + len(o.get()()) }()
	return <-done
}

func main() {
	fmt.Println(Outer[uint8]{&B[uint8]{}}.Total())
}
`);
    expect(r.errors).toEqual([]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('2\n');
  });
});
