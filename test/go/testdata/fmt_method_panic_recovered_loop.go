package main

import "fmt"

type E struct{ msg string }

func (e *E) Error() string { return e.msg }

type S struct{ n int }

func (s S) String() string {
	if s.n%2 == 1 {
		panic(fmt.Sprint("odd ", s.n))
	}
	return fmt.Sprint("even ", s.n)
}

// fmt recovers the panics of these methods 100000 times: the program's call depth must not grow.
func main() {
	var e *E
	n := 0
	for i := 0; i < 50000; i++ {
		n += len(fmt.Sprint(e))
		n += len(fmt.Sprint(S{i}))
	}
	fmt.Println(n)
	fmt.Println(S{3}, S{4}, e)
}

// Output:
// 1363890
// %!v(PANIC=String method: odd 3) even 4 <nil>
