package main

import (
	"errors"
	"fmt"
)

type Result[T any] struct {
	Val T
	Err error
}

func (r Result[T]) Unwrap() (T, error) { return r.Val, r.Err }

func (r Result[T]) String() string {
	if r.Err != nil {
		return "Err(" + r.Err.Error() + ")"
	}
	return fmt.Sprintf("Ok(%v)", r.Val)
}

func Try[T any](f func() T) (res Result[T]) {
	defer func() {
		if p := recover(); p != nil {
			switch e := p.(type) {
			case error:
				res.Err = e
			default:
				res.Err = fmt.Errorf("panic: %v", e)
			}
		}
	}()
	res.Val = f()
	return
}

type Option[T any] struct {
	v  *T
}

func Some[T any](v T) Option[T] { return Option[T]{&v} }
func None[T any]() Option[T]    { return Option[T]{} }

func (o Option[T]) OrElse(d T) T {
	if o.v == nil {
		return d
	}
	return *o.v
}

type ParseError struct{ Line int }

func (p *ParseError) Error() string { return fmt.Sprintf("parse error on line %d", p.Line) }

func main() {
	r1 := Try(func() int { return 42 })
	r2 := Try(func() int { var a []int; return a[3] })
	r3 := Try(func() string { panic(&ParseError{7}) })
	r4 := Try(func() [2]bool { panic("boom") })
	fmt.Println(r1, r2, r3, r4)
	fmt.Printf("%v|%+v|%s\n", r1, r4, r3)
	var pe *ParseError
	fmt.Println(errors.As(r3.Err, &pe), pe.Line)
	v, err := r2.Unwrap()
	fmt.Println(v, err)
	var re interface{ RuntimeError() }
	fmt.Println(errors.As(r2.Err, &re))
	o := Some(struct{ A, B int }{1, 2})
	fmt.Println(o.OrElse(struct{ A, B int }{}), None[string]().OrElse("dflt"))
	results := []Result[float64]{{1.5, nil}, {0, errors.New("nan")}}
	fmt.Println(results)
	m := map[string]Result[[]int]{"a": {Val: []int{1}}}
	fmt.Println(m)
}

// Output:
// Ok(42) Err(runtime error: index out of range [3] with length 0) Err(parse error on line 7) Err(panic: boom)
// Ok(42)|Err(panic: boom)|Err(parse error on line 7)
// true 7
// 0 runtime error: index out of range [3] with length 0
// true
// {1 2} dflt
// [Ok(1.5) Err(nan)]
// map[a:Ok([1])]
