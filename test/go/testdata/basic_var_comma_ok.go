// The comma-ok forms in var declarations and assignments: map index, type assertion, receive.
package main

import "fmt"

func main() {
	m := map[string]int{"a": 1}
	var v, ok = m["a"]
	var w, ok2 = m["b"]
	fmt.Println(v, ok, w, ok2)

	var i interface{} = "s"
	var s, isStr = i.(string)
	var n, isInt = i.(int)
	fmt.Println(s, isStr, n, isInt)

	ch := make(chan int, 1)
	ch <- 7
	close(ch)
	var r, open = <-ch
	var r2, open2 = <-ch
	fmt.Println(r, open, r2, open2)

	var any interface{}
	any, ok = m["a"]
	fmt.Println(any, ok)
	if x, found := m["zz"]; !found {
		fmt.Println("not found", x)
	}
	_, ok = m["a"]
	u, _ := m["b"]
	fmt.Println(ok, u)

	// A receive that blocks until another goroutine sends.
	c := make(chan string)
	go func() { c <- "hi"; close(c) }()
	var a, okA = <-c
	var b, okB = <-c
	fmt.Println(a, okA, b == "", okB)
}

// Output:
// 1 true 0 false
// s true 0 false
// 7 true 0 false
// 1 true
// not found 0
// true 0
// hi true true false
