package main

import (
	"errors"
	"fmt"
	"strconv"
)

type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64
}

type Stringish interface {
	~string
	Len() int
}

type Name string

func (n Name) Len() int { return len(n) }

type Port int32

func Clamp[T Integer](v, lo, hi T) T {
	return max(lo, min(v, hi))
}

func Describe[S Stringish](s S) string {
	return fmt.Sprintf("%T(%q) len=%d", s, string(s), s.Len())
}

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

func Try[T any](f func() (T, error)) Result[T] {
	v, err := f()
	return Result[T]{v, err}
}

func MapSlice[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func Reduce[T, A any](xs []T, init A, f func(A, T) A) A {
	acc := init
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

type Numeric interface{ Integer | ~float32 | ~float64 }

func Avg[T Numeric](xs ...T) float64 {
	if len(xs) == 0 {
		return 0
	}
	var s T
	for _, x := range xs {
		s += x
	}
	return float64(s) / float64(len(xs))
}

type Stack[T any] []T

func (s *Stack[T]) Push(v T) { *s = append(*s, v) }
func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(*s) == 0 {
		return zero, false
	}
	v := (*s)[len(*s)-1]
	*s = (*s)[:len(*s)-1]
	return v, true
}

func PtrTo[T any](v T) *T { return &v }

func Keys[K comparable, V any](m map[K]V) int { return len(m) }

func main() {
	fmt.Println(Clamp(15, 0, 10), Clamp[int8](-100, -5, 5), Clamp(Port(8080), 1, 1024))
	fmt.Printf("%T\n", Clamp(Port(1), 2, 3))
	fmt.Println(Describe(Name("kube")))
	r1 := Try(func() (int, error) { return strconv.Atoi("42") })
	r2 := Try(func() (int, error) { return strconv.Atoi("x") })
	r3 := Try(func() (Name, error) { return "", errors.New("empty") })
	fmt.Println(r1, r2, r3)
	fmt.Printf("%v|%+v|%T\n", r1, r2, r3)
	v, err := r2.Unwrap()
	fmt.Println(v, err)
	strs := MapSlice([]int{1, 2, 3}, strconv.Itoa)
	fmt.Printf("%q %T\n", strs, strs)
	fmt.Println(Reduce(strs, "", func(a string, s string) string { return a + s }), Reduce([]Port{80, 443}, 0, func(a int, p Port) int { return a + int(p) }))
	fmt.Println(Avg(1, 2, 4), Avg(1.5, 2.5), Avg[Port](), Avg(float32(0.1), 0.2))
	var st Stack[Result[string]]
	st.Push(Result[string]{Val: "a"})
	st.Push(Result[string]{Err: errors.New("e")})
	fmt.Println(len(st), st)
	for {
		x, ok := st.Pop()
		if !ok {
			break
		}
		fmt.Println("pop", x)
	}
	p := PtrTo(Port(9))
	fmt.Println(*p, *PtrTo("s"), Keys(map[Port]bool{1: true}))
	fmt.Printf("%T %T %T\n", p, PtrTo[any](nil), MapSlice[Port, Name])
}

// Output:
// 10 -5 1024
// main.Port
// main.Name("kube") len=4
// Ok(42) Err(strconv.Atoi: parsing "x": invalid syntax) Err(empty)
// Ok(42)|Err(strconv.Atoi: parsing "x": invalid syntax)|main.Result[main.Name]
// 0 strconv.Atoi: parsing "x": invalid syntax
// ["1" "2" "3"] []string
// 123 523
// 2.3333333333333335 2 0 0.15000000596046448
// 2 [Ok(a) Err(e)]
// pop Err(e)
// pop Ok(a)
// 9 s 1
// *main.Port *interface {} func([]main.Port, func(main.Port) main.Name) []main.Name
