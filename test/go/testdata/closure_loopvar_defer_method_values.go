package main

import (
	"fmt"
	"sort"
	"strings"
)

type Counter struct {
	name string
	n    int
}

func (c Counter) Value() string { return fmt.Sprintf("%s=%d", c.name, c.n) }
func (c *Counter) Inc()         { c.n++ }

type Greeter interface{ Greet() string }
type English struct{}
type Loud struct{ Greeter }

func (English) Greet() string { return "hello" }
func (l Loud) Greet() string  { return strings.ToUpper(l.Greeter.Greet()) + "!" }

func deferOrder() (result int) {
	for i := 0; i < 3; i++ {
		defer func() { result = result*10 + i }()
	}
	defer fmt.Println("deferred print evaluates args now:", result)
	return 5
}

func recoverReturn() (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = fmt.Sprint("recovered ", r)
		}
	}()
	var m map[string]int
	m["x"]++
	return "unreachable"
}

func main() {
	var funcs []func() int
	for i := 0; i < 3; i++ {
		funcs = append(funcs, func() int { return i * i })
	}
	for _, f := range funcs {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	var ptrs []*int
	for i := range 3 {
		ptrs = append(ptrs, &i)
	}
	fmt.Println(*ptrs[0], *ptrs[1], *ptrs[2], ptrs[0] != ptrs[1])
	c := Counter{name: "c"}
	val := c.Value
	inc := c.Inc
	inc()
	inc()
	fmt.Println(val(), c.Value())
	f := (*Counter).Inc
	f(&c)
	g := Counter.Value
	fmt.Println(g(c))
	fmt.Println(deferOrder())
	fmt.Println(recoverReturn())
	var gr Greeter = Loud{English{}}
	fmt.Println(gr.Greet(), Loud{Loud{English{}}}.Greet())
	words := []string{"banana", "Apple", "cherry", "apple"}
	sort.Slice(words, func(i, j int) bool { return strings.ToLower(words[i]) < strings.ToLower(words[j]) })
	fmt.Println(words)
	adders := map[string]func(int) int{}
	for _, k := range []int{1, 10, 100} {
		adders[fmt.Sprint("add", k)] = func(x int) int { return x + k }
	}
	fmt.Println(adders["add1"](1), adders["add10"](1), adders["add100"](1))
	x := 1
	defer fmt.Println("x at defer time:", x)
	x = 2
	func() {
		defer func() {
			fmt.Println("inner recovered:", recover())
		}()
		defer func() {
			panic("second")
		}()
		panic("first")
	}()
	fmt.Println("end", x)
}

// Output:
// 0 1 4 
// 0 1 2 true
// c=0 c=2
// c=3
// deferred print evaluates args now: 0
// 5210
// recovered assignment to entry in nil map
// HELLO! HELLO!!
// [Apple apple banana cherry]
// 2 11 101
// inner recovered: second
// end 2
// x at defer time: 1
