package main

import (
	"errors"
	"fmt"
)

// Recursion thousands of calls deep in the forms a learner writes: each function's body is
// plain statements and calls, so past the JS stack its calls run as flat frames.

func count(n int) int {
	if n == 0 {
		return 0
	}
	return count(n-1) + 1
}

func sumTwo(n int) int {
	if n == 0 {
		return 0
	}
	return sumTwo(n-1) + one(n) - one(n) + n%7
}

func one(n int) int { return 1 }

func isEven(n int) bool {
	if n == 0 {
		return true
	}
	return isOdd(n - 1)
}

func isOdd(n int) bool {
	if n == 0 {
		return false
	}
	return isEven(n - 1)
}

type List struct {
	v    int
	next *List
}

func (l *List) Len() int {
	if l == nil {
		return 0
	}
	return 1 + l.next.Len()
}

func (l *List) Last() (v int, ok bool) {
	if l == nil {
		return
	}
	v, ok = l.next.Last()
	if !ok {
		v, ok = l.v, true
	}
	return
}

func steps(n int, acc *[]int) {
	if n == 0 {
		return
	}
	if n%5000 == 0 {
		*acc = append(*acc, n)
	}
	steps(n-1, acc)
}

func withGoto(n int) int {
	i := 0
again:
	if i < 2 {
		i++
		goto again
	}
	if n == 0 {
		return i
	}
	return withGoto(n-1) + i
}

func captured(n int) int {
	get := func() int { return n }
	if n == 0 {
		return 0
	}
	r := captured(n - 1)
	n++
	return r + get() - n + 2
}

var errBottom = errors.New("bottom")

func fail(n int) int {
	if n == 0 {
		panic(errBottom)
	}
	return fail(n-1) + 1
}

func index(n int, xs []int) int {
	if n == 0 {
		return xs[5]
	}
	return index(n-1, xs) + 1
}

func safe(f func() int) (r int, err any) {
	defer func() { err = recover() }()
	return f(), nil
}

func main() {
	fmt.Println(count(30000))
	fmt.Println(sumTwo(20000))
	fmt.Println(isEven(20001), isOdd(20001))
	var l *List
	for i := 1; i <= 20000; i++ {
		l = &List{v: i, next: l}
	}
	fmt.Println(l.Len())
	fmt.Println(l.Last())
	var acc []int
	steps(20000, &acc)
	fmt.Println(acc)
	fmt.Println(withGoto(10000))
	fmt.Println(captured(10000))
	var fact func(n int) int
	fact = func(n int) int {
		if n <= 1 {
			return 1
		}
		return fact(n-1)*n%1000003 + 0
	}
	fmt.Println(fact(20000))
	fmt.Println(safe(func() int { return fail(20000) }))
	fmt.Println(safe(func() int { return index(20000, []int{1, 2}) }))
	fmt.Println(count(20))
}


// Output:
// 30000
// 59998
// false true
// 20000
// 1 true
// [20000 15000 10000 5000]
// 20002
// 20000
// 451945
// 0 bottom
// 0 runtime error: index out of range [5] with length 2
// 20
