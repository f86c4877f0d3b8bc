package main

import (
	"fmt"
	"strings"
)

var trace []string

func t(s string) string { trace = append(trace, s); return s }
func ti(s string, v int) int { trace = append(trace, s); return v }

func recvVia(ch chan int, label string) int {
	trace = append(trace, label)
	return <-ch
}

func pair() (int, string) { return ti("pair", 1), "p" }

func main() {
	ch := make(chan int, 10)
	for i := 0; i < 10; i++ {
		ch <- i
	}
	done := make(chan bool)
	go func() { done <- true }()
	<-done
	a, b := ti("a", 1), <-ch
	fmt.Println(a, b, strings.Join(trace, ","))
	trace = nil
	arr := make([]int, 5)
	arr[ti("idx", 2)] = recvVia(ch, "rhs")
	fmt.Println(arr, strings.Join(trace, ","))
	trace = nil
	m := map[string]int{}
	m[t("k")] = ti("v", 0) + <-ch
	fmt.Println(m, strings.Join(trace, ","))
	trace = nil
	s := []string{t("x"), fmt.Sprint(<-ch), t("y"), fmt.Sprint(recvVia(ch, "z"))}
	fmt.Println(s, strings.Join(trace, ","))
	trace = nil
	func() {
		defer fmt.Println("deferred", t("d1"), <-ch, t("d2"))
		t("body")
	}()
	fmt.Println(strings.Join(trace, ","))
	trace = nil
	c1 := make(chan int, 1)
	c2 := make(chan int, 1)
	c2 <- 9
	chans := func(name string, c chan int) chan int { t(name); return c }
	select {
	case v := <-chans("c1", c1):
		fmt.Println("c1", v)
	case v := <-chans("c2", c2):
		fmt.Println("c2", v)
	case chans("c3", c1) <- ti("sendval", 5):
		fmt.Println("sent")
	}
	fmt.Println(strings.Join(trace, ","))
	trace = nil
	x, y := pair()
	fmt.Println(x, y, ti("after", 0)+recvVia(ch, "r2"), strings.Join(trace, ","))
	trace = nil
	var st struct{ A, B int }
	st.A, st.B = ti("A", 1), recvVia(ch, "B")
	fmt.Println(st, strings.Join(trace, ","))
	trace = nil
	res := ti("l", 1) < recvVia(ch, "r") || ti("never", 0) > 0
	fmt.Println(res, strings.Join(trace, ","))
	trace = nil
	fmt.Println(len(t("len")), cap(ch) - len(ch), recvVia(ch, "last"))
	fmt.Println(strings.Join(trace, ","))
}

// Output:
// 1 0 a
// [0 0 1 0 0] idx,rhs
// map[k:2] k,v
// [x 3 y 4] x,y,z
// deferred d1 5 d2
// d1,d2,body
// c2 9
// c1,c2,c3,sendval
// 1 p 6 pair,after,r2
// {1 7} A,B
// true l,r
// 3 9 9
// len,last
