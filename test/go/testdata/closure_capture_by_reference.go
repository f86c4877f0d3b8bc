package main

import "fmt"

func main() {
	x := 1
	inc := func() { x++ }
	get := func() int { return x }
	inc()
	inc()
	x *= 10
	fmt.Println(get(), x)
	msgs := []string{}
	log := func(format string, args ...any) {
		msgs = append(msgs, fmt.Sprintf(format, args...))
	}
	log("a=%d", 1)
	log("b=%s", "two")
	fmt.Println(len(msgs), msgs)
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	}
	fmt.Println(fib(20))
}

// Output:
// 30 30
// 2 [a=1 b=two]
// 6765
